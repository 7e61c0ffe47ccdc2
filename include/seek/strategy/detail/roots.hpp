// seek/strategy/detail/roots.hpp: where a search view keeps its root or roots.
#pragma once

#include <concepts>
#include <memory>
#include <stdexcept>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/view/all.hpp>

#include <seek/core/detail/state_box.hpp>
#include <seek/core/detail/take_element.hpp>

namespace seek::detail {

// One root, owned by the view: a range of exactly one element. Iterating it
// yields a reference to the stored root, which the engine copies, so a view
// can be iterated again from the start. A root that cannot be copied (a
// std::unique_ptr) is moved into the walk instead: such a view is
// single-pass, and beginning it again throws std::logic_error rather than
// handing the engine a root moved from. A big root is kept on the heap
// (boxed_state_v), so that the view, made and moved through a few calls,
// does not carry it on the stack.
template <class S>
class single_root {
 public:
  template <class U>
    requires std::constructible_from<S, U&&>
  explicit single_root(U&& root) : root_(std::forward<U>(root)) {}
  S* begin() {
    if constexpr (!std::copy_constructible<S>) {
      if (moved_) [[unlikely]]
        walked_again();
      moved_ = true;
    }
    return std::addressof(root_.get());
  }
  S* end() noexcept { return std::addressof(root_.get()) + 1; }

 private:
  [[noreturn, gnu::noinline]] static void walked_again() {
    throw std::logic_error(
        "seek: this view's root cannot be copied (a move-only state), so its first walk took it: a view over one "
        "move-only root can be walked once; make a new view to search again");
  }
  state_box<S> root_;
  [[no_unique_address]] std::conditional_t<std::copy_constructible<S>, empty_flag, bool> moved_{};
};

// Several roots: a view of an lvalue range, or the range itself when it is a
// view or an rvalue container (range-v3 0.12 has no owning_view).
template <class R>
inline constexpr bool roots_by_view_v =
    std::is_lvalue_reference_v<R> || ranges::view_<std::remove_cvref_t<R>>;

// Chosen lazily: views::all of an rvalue container does not compile, so it
// must not even be named for one (std::conditional_t would name both).
template <class R, bool = roots_by_view_v<R>>
struct stored_roots {
  using type = decltype(ranges::views::all(std::declval<R>()));
};
template <class R>
struct stored_roots<R, false> {
  using type = std::remove_cvref_t<R>;
};
template <class R>
using stored_roots_t = typename stored_roots<R>::type;

template <class R>
stored_roots_t<R> store_roots(R&& r) {
  if constexpr (roots_by_view_v<R>)
    return ranges::views::all(std::forward<R>(r));
  else
    return std::forward<R>(r);
}

// A root as the argument that makes a state of it where the state is to
// lie (no temporary state on the stack): the root itself when a state can be
// copied from it, so the view can start again; otherwise moved.
template <class S, class Ref>
decltype(auto) root_arg(Ref&& ref) {
  if constexpr (std::constructible_from<S, Ref&&>)
    return std::forward<Ref>(ref);
  else
    return std::move(ref);
}

// A root as a state to read: the root itself when it is one, otherwise a
// state made of it.
template <class S, class Ref>
decltype(auto) root_as_state(Ref&& ref) {
  if constexpr (std::same_as<std::remove_cvref_t<Ref>, S>)
    return static_cast<S const&>(ref);
  else
    return S(std::forward<Ref>(ref));
}

// A root becomes a state by copy when it can, so the view can start again.
template <class S, class Ref>
S root_state(Ref&& ref) {
  if constexpr (std::constructible_from<S, Ref&&>)
    return S(std::forward<Ref>(ref));
  else
    return S(std::move(ref));
}

}  // namespace seek::detail
