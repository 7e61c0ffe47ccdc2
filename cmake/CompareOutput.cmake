# cmake -DEXE=program -DEXPECTED=file [-DARGS="a;b"] [-DPREFIX="mpiexec|-n|3"] -P CompareOutput.cmake
# Runs the program (after PREFIX, words separated by '|', if given) and fails
# unless it exits 0 and its standard output equals the file, printing both on
# a mismatch.
string(REPLACE "|" ";" PREFIX "${PREFIX}")
execute_process(COMMAND ${PREFIX} ${EXE} ${ARGS} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
file(READ ${EXPECTED} expected)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} exited with ${rc}; output:\n${out}")
endif()
if(NOT out STREQUAL expected)
  message(FATAL_ERROR "output of ${EXE} differs from ${EXPECTED}\n--- expected\n${expected}\n--- got\n${out}")
endif()
