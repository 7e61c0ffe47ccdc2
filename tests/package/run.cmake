# Builds tests/package/consumer against seek, by add_subdirectory or by
# find_package after an install into a scratch prefix, and runs it.
file(REMOVE_RECURSE ${WORK_DIR})
set(consumer ${CMAKE_CURRENT_LIST_DIR}/consumer)

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}")
  endif()
endfunction()

if(MODE STREQUAL "find_package")
  run(${CMAKE_COMMAND} -S ${SEEK_SOURCE_DIR} -B ${WORK_DIR}/seek-build
      -DCMAKE_CXX_COMPILER=${CXX} -DSEEK_INSTALL=ON
      -DSEEK_BUILD_TESTS=OFF -DSEEK_BUILD_EXAMPLES=OFF -DSEEK_BUILD_BENCH=OFF -DSEEK_BUILD_TOOLS=OFF)
  run(${CMAKE_COMMAND} --install ${WORK_DIR}/seek-build --prefix ${WORK_DIR}/prefix)
  run(${CMAKE_COMMAND} -S ${consumer} -B ${WORK_DIR}/build -DCMAKE_CXX_COMPILER=${CXX}
      -DSEEK_CONSUME=find_package -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix)
else()
  run(${CMAKE_COMMAND} -S ${consumer} -B ${WORK_DIR}/build -DCMAKE_CXX_COMPILER=${CXX}
      -DSEEK_CONSUME=add_subdirectory -DSEEK_SOURCE_DIR=${SEEK_SOURCE_DIR})
endif()
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${WORK_DIR}/build/consumer)
message(STATUS "consumer built with ${MODE} and ran")
