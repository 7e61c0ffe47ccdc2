# Builds a consumer project (tests/package/<CONSUMER>, default consumer)
# against seek and runs it: by add_subdirectory, or by find_package after an
# install into a scratch prefix. With EXPECT, configuring the consumer must
# fail with output matching that regular expression. RUN_PREFIX (a list)
# goes before the program, e.g. mpiexec -n 2; CONSUMER_ARGS to its configure.
# INSTALL_COMPONENT: install only that install component (e.g. engine).
file(REMOVE_RECURSE ${WORK_DIR})
if(NOT CONSUMER)
  set(CONSUMER consumer)
endif()
set(consumer ${CMAKE_CURRENT_LIST_DIR}/${CONSUMER})

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
  if(INSTALL_COMPONENT)
    run(${CMAKE_COMMAND} --install ${WORK_DIR}/seek-build --prefix ${WORK_DIR}/prefix --component ${INSTALL_COMPONENT})
  else()
    run(${CMAKE_COMMAND} --install ${WORK_DIR}/seek-build --prefix ${WORK_DIR}/prefix)
  endif()
  set(configure ${CMAKE_COMMAND} -S ${consumer} -B ${WORK_DIR}/build -DCMAKE_CXX_COMPILER=${CXX}
      -DSEEK_CONSUME=find_package -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix ${CONSUMER_ARGS})
else()
  set(configure ${CMAKE_COMMAND} -S ${consumer} -B ${WORK_DIR}/build -DCMAKE_CXX_COMPILER=${CXX}
      -DSEEK_CONSUME=add_subdirectory -DSEEK_SOURCE_DIR=${SEEK_SOURCE_DIR} ${CONSUMER_ARGS})
endif()
if(EXPECT)
  execute_process(COMMAND ${configure} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0)
    message(FATAL_ERROR "configuring ${CONSUMER} succeeded; expected a failure matching '${EXPECT}'")
  endif()
  if(NOT "${out}${err}" MATCHES "${EXPECT}")
    message(FATAL_ERROR "configuring ${CONSUMER} failed, but not with '${EXPECT}':\n${out}${err}")
  endif()
  message(STATUS "configuring ${CONSUMER} failed as expected: ${CMAKE_MATCH_0}")
  return()
endif()
run(${configure})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run(${RUN_PREFIX} ${WORK_DIR}/build/consumer)
message(STATUS "${CONSUMER} built with ${MODE} and ran")
