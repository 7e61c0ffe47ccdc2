// seek/generator.hpp: a C++20 coroutine generator with recursive yielding.
//
// g++ 12 and clang++ 14 ship no std::generator. This one follows its shape:
// `generator<T>` is an input range whose reference is `T&&`, `co_yield v`
// yields one value, and `co_yield seek::elements_of(g)` yields every value of
// another generator. Nested generators form a chain; the outermost remembers
// the innermost one and resumes it directly, so each value costs O(1)
// whatever the depth of nesting.
//
// Control moves between the generators of a chain through a loop in the
// consumer (`pump`), not by symmetric transfer: a coroutine that starts a
// nested generator, or finishes, returns to that loop, which resumes the next
// one. Symmetric transfer would be a tail call in optimised builds only; g++
// at -O0 (and under AddressSanitizer) keeps a stack frame per transfer, and a
// chain 100,000 deep then overflows the stack when it unwinds.
#pragma once

#include <coroutine>
#include <cstddef>
#include <exception>
#include <iterator>
#include <memory>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/detail/frame_cache.hpp>

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

/// \cond INTERNAL
template <class T>
class generator;

namespace detail {
// First parameter of an internal coroutine that runs to its first co_yield
// when called, instead of waiting to be resumed (see promise_type below).
struct start_eagerly_t {
  explicit start_eagerly_t() = default;
};
inline constexpr start_eagerly_t start_eagerly{};
}  // namespace detail
/// \endcond

/// A lazy input range of `T` computed by a coroutine: a function returning
/// `seek::generator<T>` that uses `co_yield`. Move-only; its reference type
/// is `T&&`, so the consumer may move from each value.
template <class T>
class generator : public std::ranges::view_base {
  // A generator of references is not supported: the yielded object must be
  // owned by the coroutine or the consumer, so write generator<State>.
  static_assert(std::is_object_v<T> && !std::is_const_v<T>,
                "seek::generator<T>: T must be a non-const object type");

 public:
  /// The type of the values yielded.
  using value_type = T;
  /// What dereferencing an iterator gives: the consumer may move from it.
  using reference = T&&;

  // The coroutine protocol (promise, awaiters, handle) is used by the
  // compiler, never named by users: kept out of the API reference.
  /// \cond INTERNAL
  class promise_type;
  using handle = std::coroutine_handle<promise_type>;

  class promise_type {
   public:
    promise_type() = default;
    // A coroutine taking detail::start_eagerly first runs to its first
    // co_yield when called. Its first value is then ready when the parent
    // yields it with elements_of, and the parent passes it on at once: one
    // resumption fewer per generator. Used by seek::coro_dfs only, whose
    // nested coroutines yield their first state before anything else; user
    // generators stay lazy.
    template <class... Args>
    explicit promise_type(detail::start_eagerly_t, Args const&...) noexcept : eager_(true) {}

    generator get_return_object() noexcept { return generator{handle::from_promise(*this)}; }

    // Frames come from a per-thread cache: a recursive generator makes and
    // frees one per value.
    static void* operator new(std::size_t n) { return detail::frame_cache::allocate(n); }
    static void operator delete(void* p, std::size_t n) noexcept { detail::frame_cache::deallocate(p, n); }
    struct initial_awaiter {
      bool eager;
      bool await_ready() const noexcept { return eager; }
      void await_suspend(handle) const noexcept {}
      void await_resume() const noexcept {}
    };
    initial_awaiter initial_suspend() const noexcept { return {eager_}; }

    struct final_awaiter {
      bool await_ready() const noexcept { return false; }
      // Back to pump(), which resumes the parent next.
      void await_suspend(handle h) const noexcept {
        promise_type& p = h.promise();
        if (p.parent_) p.root_->leaf_ = p.parent_;
      }
      void await_resume() const noexcept {}
    };
    final_awaiter final_suspend() const noexcept { return {}; }

    std::suspend_always yield_value(T&& value) noexcept {
      root_->value_ = std::addressof(value);
      return {};
    }

    // Yielding an lvalue copies it, so the consumer may move from what it
    // receives without touching the coroutine's variables.
    struct copy_awaiter {
      T copy;
      promise_type* self;
      bool await_ready() const noexcept { return false; }
      void await_suspend(handle) noexcept { self->root_->value_ = std::addressof(copy); }
      void await_resume() const noexcept {}
    };
    copy_awaiter yield_value(T const& value) requires std::copy_constructible<T> {
      return copy_awaiter{T(value), this};
    }

    struct nested_awaiter {
      generator child;
      // An eager child may have finished already, with an exception.
      bool await_ready() const noexcept { return !child.coro_ || child.coro_.done(); }
      // Back to pump(), which starts the child next.
      void await_suspend(handle parent) noexcept {
        promise_type& c = child.coro_.promise();
        promise_type& root = *parent.promise().root_;
        c.parent_ = parent;
        c.root_ = &root;
        c.owner_ = &child;
        root.leaf_ = child.coro_;
        // An eager child already stands at its first value (it was its own
        // root then, so the value is in its promise): pass it on.
        if (c.eager_) root.value_ = c.value_;
      }
      void await_resume() {
        if (child.coro_ && child.coro_.promise().exception_)
          std::rethrow_exception(child.coro_.promise().exception_);
      }
    };
    nested_awaiter yield_value(elements_of<generator&&> e) noexcept {
      return nested_awaiter{std::move(e.range)};
    }
    nested_awaiter yield_value(elements_of<generator&> e) noexcept {
      return nested_awaiter{std::move(e.range)};
    }

    // Any other range: yield its elements through a nested generator.
    template <class R>
      requires ranges::input_range<R> &&
               std::constructible_from<T, ranges::range_reference_t<R>>
    nested_awaiter yield_value(elements_of<R> e) {
      return nested_awaiter{elements_of_range(std::forward<R>(e.range))};
    }

    void return_void() const noexcept {}
    void unhandled_exception() {
      // The outermost generator: to the consumer. Not from an eager one
      // before it is nested: that would leave the call that started it, and
      // the compilers here then destroy its frame twice.
      if (!parent_ && !eager_) throw;
      exception_ = std::current_exception();  // rethrown in the parent
    }
    void await_transform() = delete;  // a generator body cannot co_await

   private:
    template <class R>
    static generator elements_of_range(R r) {
      for (auto&& x : r) co_yield T(std::forward<decltype(x)>(x));
    }

    friend generator;
    T* value_ = nullptr;                 // meaningful in the outermost promise
    bool pending_ = false;               // outermost only: a resume is owed
    bool eager_ = false;                 // started by its call (start_eagerly)
    promise_type* root_ = this;          // the outermost promise of the chain
    handle parent_{};                    // the generator that yields this one
    handle leaf_ = handle::from_promise(*this);  // outermost only: innermost running
    generator* owner_ = nullptr;         // the nested_awaiter member owning this frame
    std::exception_ptr exception_{};
  };
  /// \endcond

  /// Input iterator over the values; compares equal to std::default_sentinel
  /// when the coroutine has finished.
  class iterator {
   public:
    /// \cond INTERNAL
    using value_type = T;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = T&&;
    using pointer = void;
    /// \endcond

    /// A singular iterator; only assignable.
    iterator() = default;
    /// The current value, as an rvalue reference (runs the coroutine up to
    /// it first if an increment is pending).
    reference operator*() const {
      settle(coro_);
      return static_cast<T&&>(*coro_.promise().value_);
    }
    // Resuming is deferred until the next value is looked at, so that
    // `take(k)`, which increments past its k-th element, runs the coroutine
    // only as far as its k-th value: the code after a co_yield is the
    // user's, of any cost. (seek::dfs's step is the engine's own, and
    // cheaper done at once; seek::first never increments past the k-th.)
    /// Moves to the next value (the coroutine resumes on the next look).
    iterator& operator++() {
      promise_type& p = coro_.promise();
      if (p.pending_) pump(coro_);
      p.pending_ = true;
      return *this;
    }
    /// Same as ++it; returns nothing, as usual for input iterators.
    void operator++(int) { ++*this; }
    /// True when the coroutine has finished (runs it as far as needed to know).
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    bool at_end() const {
      settle(coro_);
      return coro_.done();
    }
    friend generator;
    explicit iterator(handle h) noexcept : coro_(h) {}
    handle coro_{};
  };

  /// Takes over the coroutine of `other`, which is left empty.
  generator(generator&& other) noexcept : coro_(std::exchange(other.coro_, {})) {}
  /// Takes over the coroutine of `other`; the one held before is destroyed.
  generator& operator=(generator other) noexcept {
    std::swap(coro_, other.coro_);
    return *this;
  }
  ~generator() { destroy(); }

  /// The first value; the coroutine starts when it is looked at. Call once.
  iterator begin() {
    coro_.promise().pending_ = true;
    return iterator{coro_};
  }
  /// The end: iterators compare equal to it once the coroutine has finished.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  explicit generator(handle h) noexcept : coro_(h) {}

  static void settle(handle root) {
    promise_type& p = root.promise();
    if (p.pending_) {
      p.pending_ = false;
      pump(root);
    }
  }

  // Runs the chain rooted at `root` until it yields a value or the root ends.
  // Each pass resumes the innermost generator; a pass without a value means a
  // nested generator started or finished, and the loop resumes the new
  // innermost one. An exception leaves the root finished and propagates.
  static void pump(handle root) {
    if (root.done()) return;  // ++ twice without a look, past the end
    promise_type& p = root.promise();
    p.value_ = nullptr;
    do p.leaf_.resume();
    while (p.value_ == nullptr && !root.done());
  }

  // Each frame owns the frame of the generator it is yielding from, so
  // destroying the outermost frame first would recurse once per level.
  // Destroy the chain from the innermost frame outwards instead.
  void destroy() noexcept {
    if (!coro_) return;
    promise_type& root = coro_.promise();
    for (handle h = root.leaf_; h && h != coro_;) {
      promise_type& p = h.promise();
      handle parent = p.parent_;
      if (p.owner_) p.owner_->coro_ = {};
      h.destroy();
      h = parent;
    }
    coro_.destroy();
    coro_ = {};
  }

  handle coro_{};
};

}  // namespace seek
