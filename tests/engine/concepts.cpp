// Tests for seek/core/concepts.hpp: which states and successor functions the
// engine accepts. The rejected cases that users actually write are also
// compile-fail tests (tests/compile_fail/), which check the diagnostic.
#include <seek/core/concepts.hpp>
#include <seek/range/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/iota.hpp>
#include <range/v3/view/transform.hpp>

#include <array>
#include <list>
#include <memory>
#include <string>
#include <vector>

// Named namespace, inline variables: only their types are used.
namespace concept_cases {

struct no_default {
  explicit no_default(int v) : value(v) {}
  int value;
};

inline auto vectors = [](int x) { return std::vector<int>{x + 1}; };
inline auto arrays = [](int x) { return std::array<int, 2>{x, x}; };
inline auto views = [](int x) { return ranges::views::iota(0, x) | ranges::views::transform([](int y) { return y * 2; }); };
inline auto generators = [](int x) -> seek::generator<int> { co_yield x; };
inline auto lists_of_long = [](int x) { return std::list<long>{x}; };  // converts to int
inline auto by_reference = [](std::string const& s) -> std::vector<std::string> const& {
  static std::vector<std::string> const none;
  (void)s;
  return none;
};
inline auto move_only = [](std::unique_ptr<int> const&) { return std::vector<std::unique_ptr<int>>{}; };
inline auto no_default_kids = [](no_default const& s) { return std::vector<no_default>{no_default{s.value}}; };

inline auto not_a_range = [](int x) { return x + 1; };
inline auto wrong_elements = [](int) { return std::vector<std::string>{}; };
inline auto wrong_parameter = [](std::string const&) { return std::vector<int>{}; };
inline auto mutating = [](int& x) { return std::vector<int>{x}; };  // must take the parent by const&
inline auto views_of_move_only = [](std::unique_ptr<int> const&) {
  static std::vector<std::unique_ptr<int>> shared;
  return ranges::views::all(shared);  // cannot move out of somebody else's states
};

}  // namespace concept_cases

using namespace concept_cases;

TEST_CASE("states: anything movable") {
  static_assert(seek::search_state<int>);
  static_assert(seek::search_state<std::string>);
  static_assert(seek::search_state<std::unique_ptr<int>>);
  static_assert(seek::search_state<no_default>);
  static_assert(!seek::search_state<int&>);
  static_assert(!seek::search_state<int const>);
  static_assert(!seek::search_state<void>);
  // The checks are the static_asserts: if one fails, this file does not compile.
}

TEST_CASE("successor functions the engine accepts") {
  static_assert(seek::successor_function<decltype(vectors), int>);
  static_assert(seek::successor_function<decltype(arrays), int>);
  static_assert(seek::successor_function<decltype(views), int>);
  static_assert(seek::successor_function<decltype(generators), int>);
  static_assert(seek::successor_function<decltype(lists_of_long), int>);
  static_assert(seek::successor_function<decltype(by_reference), std::string>);
  static_assert(seek::successor_function<decltype(move_only), std::unique_ptr<int>>);
  static_assert(seek::successor_function<decltype(no_default_kids), no_default>);
  // A returned lvalue reference is walked in place, not copied.
  static_assert(std::is_same_v<seek::successors_t<decltype(by_reference), std::string>,
                               ranges::ref_view<std::vector<std::string> const>>);
  static_assert(std::is_same_v<seek::successors_t<decltype(vectors), int>, std::vector<int>>);
  // The checks are the static_asserts: if one fails, this file does not compile.
}

TEST_CASE("successor functions the engine rejects") {
  static_assert(!seek::successor_function<decltype(not_a_range), int>);
  static_assert(!seek::successor_function<decltype(wrong_elements), int>);
  static_assert(!seek::successor_function<decltype(wrong_parameter), int>);
  static_assert(!seek::successor_function<decltype(mutating), int>);
  static_assert(!seek::successor_function<decltype(views_of_move_only), std::unique_ptr<int>>);
  static_assert(!seek::successor_function<int, int>);
  // The checks are the static_asserts: if one fails, this file does not compile.
}
