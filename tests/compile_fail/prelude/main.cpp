// The program that precompiles the compile-fail tests' prelude
// (tests/CMakeLists.txt): it only has to compile.
int main() {}
