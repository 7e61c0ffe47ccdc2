# cmake -DBUILD_DIR=dir -DTARGET=target -DSOURCE=FILE.cpp -P CompileFail.cmake
# Builds a target that must not compile, and checks that the first error the
# compiler reports (the first line with "error:") matches the regular
# expression on the source's first line, `// expect: REGEX`: the reason a
# misuse is refused must be the first thing the user reads.
file(STRINGS ${SOURCE} expect LIMIT_COUNT 1 REGEX "^// expect: ")
string(REGEX REPLACE "^// expect: " "" expect "${expect}")
if(expect STREQUAL "")
  message(FATAL_ERROR "${SOURCE}: the first line must be `// expect: REGEX`")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${TARGET}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
set(all "${out}\n${err}")
if(rc EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but must not")
endif()
string(REGEX MATCH "[^\n]*error:[^\n]*" first "${all}")
if(first STREQUAL "")
  message(FATAL_ERROR "${SOURCE}: no line with 'error:' in the build output:\n${all}")
endif()
if(NOT first MATCHES "${expect}")
  message(FATAL_ERROR "${SOURCE}: the first error does not match /${expect}/:\n${first}\n--- whole output\n${all}")
endif()
message(STATUS "first error matches /${expect}/: ${first}")
