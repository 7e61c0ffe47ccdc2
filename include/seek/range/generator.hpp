// seek/range/generator.hpp: a coroutine generator shaped like C++23 std::generator.
//
// g++ 12 and clang++ 14 ship no std::generator; this one has its names and
// meaning, so code can switch when the compiler has it: `generator<T>` hands
// out `T&&`, `generator<T const&>` hands out what the coroutine yields where
// it lies, `co_yield seek::elements_of(r)` yields every element of r, and
// `++` runs the coroutine to its next value at once. Nested generators form a
// chain whose outermost promise remembers the innermost one: a pull resumes
// only that one, so a value costs O(1) at any depth. Control goes back to a
// loop in the consumer (`pump`) when a nested generator starts or ends,
// rather than by symmetric transfer, so even unoptimised builds run and
// destroy chains a million deep without recursion (docs/design.md).
#pragma once

#include <coroutine>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <ranges>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/range/detail/frame_cache.hpp>
#include <seek/core/view_facade.hpp>

namespace seek {

/// Wraps a range so that `co_yield seek::elements_of(r)` yields each of its
/// elements in turn (without copying when `r` is a seek::generator).
template <class R>
struct elements_of {
  /// Holds `r` (a reference when R is deduced from an argument).
  explicit elements_of(R&& r) noexcept : range(std::forward<R>(r)) {}
  /// The range whose elements are yielded.
  R range;
};
template <class R>
elements_of(R&&) -> elements_of<R&&>;

/// A lazy input range computed by a coroutine: a function returning
/// `seek::generator<T>` that uses `co_yield`. Move-only; `begin()` only on a
/// named generator (range-for and pipes name it for you).
///
/// - `generator<T>` (T an object type): the reference type is `T&&`, so the
///   consumer may move from each value; yielding an lvalue yields a copy.
/// - `generator<T const&>`: the reference type is `T const&`; whatever the
///   coroutine yields, lvalue or temporary, reaches the consumer without a
///   copy, and stays valid until the consumer moves on.
template <class T>
class generator : public std::ranges::view_base {
  // The yielded object must be owned by the coroutine or the consumer:
  // write generator<State>, or generator<State const&> to hand out
  // read-only references to objects the coroutine keeps.
  static_assert((std::is_object_v<T> && !std::is_const_v<T>) ||
                    (std::is_lvalue_reference_v<T> && std::is_const_v<std::remove_reference_t<T>> &&
                     std::is_object_v<std::remove_reference_t<T>>),
                "seek::generator<T>: T must be a non-const object type, or a reference to const");
  static constexpr bool yields_references = std::is_reference_v<T>;

 public:
  /// The type of the values yielded.
  using value_type = std::remove_cvref_t<T>;
  /// What dereferencing an iterator gives: `T&&` (the consumer may move from
  /// it) for generator<T>, `T const&` for generator<T const&>.
  using reference = std::conditional_t<yields_references, T, T&&>;

  /// \cond INTERNAL
  class promise_type;
  using handle = std::coroutine_handle<promise_type>;

  class promise_type {
   public:
    generator get_return_object() noexcept { return generator{handle::from_promise(*this)}; }
    // A recursive generator makes and frees a frame per nested range.
    static void* operator new(std::size_t n) { return detail::frame_cache::allocate(n); }
    static void operator delete(void* p, std::size_t n) noexcept { detail::frame_cache::deallocate(p, n); }

    std::suspend_always initial_suspend() const noexcept { return {}; }
    struct final_awaiter {
      bool await_ready() const noexcept { return false; }
      void await_suspend(handle h) const noexcept {  // back to pump(), which resumes the parent
        promise_type& p = h.promise();
        if (p.parent_) p.root_->leaf_ = p.parent_;
      }
      void await_resume() const noexcept {}
    };
    final_awaiter final_suspend() const noexcept { return {}; }

    // generator<T>: a temporary is handed out as is (it lives until the
    // coroutine resumes); generator<T const&>: anything yielded is.
    std::suspend_always yield_value(std::conditional_t<yields_references, value_type const&, value_type&&> v) noexcept {
      root_->value_ = std::addressof(v);
      return {};
    }
    // generator<T>: an lvalue is copied, so the consumer may move from what
    // it receives without touching the coroutine's variables.
    struct copy_awaiter {
      value_type copy;
      promise_type* self;
      bool await_ready() const noexcept { return false; }
      void await_suspend(handle) noexcept { self->root_->value_ = std::addressof(copy); }
      void await_resume() const noexcept {}
    };
    copy_awaiter yield_value(value_type const& v)
      requires(!yields_references && std::copy_constructible<value_type>)
    {
      return copy_awaiter{value_type(v), this};
    }

    // elements_of(a generator): the child joins the chain as its innermost
    // link; pump() starts it next.
    struct nested_awaiter {
      generator child;
      bool await_ready() const noexcept { return !child.coro_ || child.coro_.done(); }
      void await_suspend(handle parent) noexcept {
        promise_type& c = child.coro_.promise();
        c.parent_ = parent;
        c.root_ = parent.promise().root_;
        c.owner_ = &child;
        c.root_->leaf_ = child.coro_;
      }
      void await_resume() const {
        if (child.coro_ && child.coro_.promise().exception_) [[unlikely]]
          rethrow(child.coro_.promise().exception_);
      }
    };
    nested_awaiter yield_value(elements_of<generator&&> e) noexcept { return {std::move(e.range)}; }
    nested_awaiter yield_value(elements_of<generator&> e) noexcept { return {std::move(e.range)}; }
    // elements_of(any other range): through a nested generator over it.
    template <class R>
      requires ranges::input_range<R> && std::constructible_from<value_type, ranges::range_reference_t<R>>
    nested_awaiter yield_value(elements_of<R> e) {
      return {elements_of_range<R>(std::forward<R>(e.range))};
    }

    void return_void() const noexcept {}
    void unhandled_exception() {
      if (!parent_) throw;                    // the outermost generator: to the consumer
      exception_ = std::current_exception();  // rethrown in the parent
    }
    void await_transform() = delete;  // a generator body cannot co_await

   private:
    [[noreturn, gnu::noinline]] static void rethrow(std::exception_ptr const& e) { std::rethrow_exception(e); }

    // R is a reference when elements_of deduced it: the range outlives the
    // nested generator, so it is not copied. generator<T const&> hands out
    // the range's own elements when they are objects of type T.
    template <class R>
    static generator elements_of_range(R r) {
      using element = ranges::range_reference_t<R>;
      for (auto&& x : r) {
        if constexpr (yields_references && std::is_lvalue_reference_v<element> &&
                      std::same_as<std::remove_cvref_t<element>, value_type>)
          co_yield x;
        else
          co_yield value_type(std::forward<decltype(x)>(x));
      }
    }

    friend generator;
    std::remove_reference_t<reference>* value_ = nullptr;  // outermost only: the value
    handle leaf_ = handle::from_promise(*this);            // outermost only: innermost running
    promise_type* root_ = this;                            // the outermost promise of the chain
    handle parent_{};                                      // the generator yielding this one
    generator* owner_ = nullptr;                           // the nested_awaiter member owning this frame
    std::uint64_t pulls_ = 0;                              // outermost only: runs to a value, or to the end
    bool begun_ = false;                                   // outermost only: begin() was called
    std::exception_ptr exception_{};
  };
  /// \endcond

  generator(generator&& other) noexcept : coro_(std::exchange(other.coro_, {})) {}
  generator& operator=(generator other) noexcept {
    std::swap(coro_, other.coro_);
    return *this;
  }
  ~generator() { destroy(); }

  /// Runs the coroutine to its first value (or its end, or an exception,
  /// which propagates from here). Call once, on a named generator: a
  /// generator is single-pass, so a second call (or a call on a generator
  /// moved from) throws std::logic_error instead of walking on.
  auto begin() & {
    if (!coro_ || coro_.promise().begun_) [[unlikely]]
      begun_again(!coro_);
    coro_.promise().begun_ = true;
    pump(coro_);
    return basic_iterator<cursor>(cursor{coro_, coro_.promise().pulls_});
  }
  // A temporary generator destroys its coroutine at the end of the
  // statement, so its iterator would dangle: name the generator first.
  // (std::generator accepts this call; code that compiles here compiles
  // there.)
  void begin() && = delete;
  /// The end: iterators compare equal to it once the coroutine has finished.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  explicit generator(handle h) noexcept : coro_(h) {}

  // An iterator knows how far the coroutine had run when it was made or
  // moved last: an iterator kept from an earlier point (range-v3's filter
  // keeps its begin() and hands it out again when begun again) cannot be
  // brought back there, since the coroutine cannot run again: comparing it
  // with the end throws std::logic_error.
  struct cursor {
    handle coro;
    std::uint64_t pulls = 0;
    using value_type = generator::value_type;
    reference read() const { return static_cast<reference>(*coro.promise().value_); }
    void next() {  // at once, as std::generator: take(k) runs past its k-th value
      pump(coro);
      pulls = coro.promise().pulls_;
    }
    bool at_end() const {
      if (pulls != coro.promise().pulls_) [[unlikely]]
        walked_again();
      return coro.done();
    }
  };

  [[noreturn, gnu::noinline]] static void begun_again(bool moved_from) {
    throw std::logic_error(moved_from ? "seek::generator: begin() on a generator moved from"
                                      : "seek::generator: begin() called again: a generator is a single-pass "
                                        "range, its coroutine cannot run again; make a new generator");
  }
  [[noreturn, gnu::noinline]] static void walked_again() {
    throw std::logic_error(
        "seek::generator: an iterator kept from an earlier point of the walk was used (a range-v3 filter over "
        "the generator begun again?): a generator is a single-pass range, its coroutine cannot run again; "
        "make a new generator");
  }

  // Resumes the innermost generator until the chain yields a value or the
  // root ends; a pass without a value means a nested generator started or
  // finished. An exception leaves the root finished and propagates.
  static void pump(handle root) {
    if (root.done()) return;  // ++ past the end
    promise_type& p = root.promise();
    ++p.pulls_;
    p.value_ = nullptr;
    do p.leaf_.resume();
    while (p.value_ == nullptr && !root.done());
  }

  // Each frame owns its child's (in a nested_awaiter), so destroying the
  // outermost first would recurse once per level: destroy innermost first.
  void destroy() noexcept {
    if (!coro_) return;
    for (handle h = coro_.promise().leaf_; h != coro_;) {
      promise_type& p = h.promise();
      handle parent = p.parent_;
      p.owner_->coro_ = {};
      h.destroy();
      h = parent;
    }
    coro_.destroy();
    coro_ = {};
  }

  handle coro_{};
};

}  // namespace seek
