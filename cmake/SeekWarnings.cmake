# seek_warnings(target): the warning flags every target of this repository
# builds with; -Werror when SEEK_WERROR is on (the test script turns it on).
function(seek_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(SEEK_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
