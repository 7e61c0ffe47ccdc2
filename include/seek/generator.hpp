// seek/generator.hpp: a C++20 coroutine generator with recursive yielding.
//
// g++ 12 and clang++ 14 ship no std::generator. This one follows its shape:
// `generator<T>` is an input range whose reference is `T&&`, `co_yield v`
// yields one value, and `co_yield seek::elements_of(g)` yields every value of
// another generator. `generator<T const&>` yields references instead: what
// the coroutine yields is handed to the consumer where it lies, never
// copied, and the consumer may only read it. Nested generators form a
// chain; the outermost remembers the innermost one and resumes it directly,
// so each value costs O(1) whatever the depth of nesting.
//
// Control moves between the generators of a chain through a loop in the
// consumer (`pump`), not by symmetric transfer: a coroutine that starts a
// nested generator, or finishes, returns to that loop, which resumes the next
// one. Symmetric transfer would be a tail call in optimised builds only; g++
// at -O0 (and under AddressSanitizer) keeps a stack frame per transfer, and a
// chain 100,000 deep then overflows the stack when it unwinds. (One internal
// exception, for seek::coro_dfs: see detail::pause_into_parent_t.)
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
#include <seek/detail/hot_path.hpp>

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
// Nested coroutines kept for reuse (seek::coro_dfs). A parent makes a
// nested generator `g` (lazy, as usual) and starts it with
// `co_yield hand_over_new{g, v}`: the parent yields `v` on the nested one's
// behalf and keeps its frame as the parent's spare (g is left empty); the
// spare runs from the consumer's next pull on. It ends each run with
// `co_yield pause` instead of finishing, and its parent runs it again with
// `co_yield hand_over{v}`. A frame then serves every run at its nesting
// level, instead of one frame being made and freed per run, and yielding
// the spare's first value from the parent saves the spare a resumption.
// Only for generator<T const&>: `v` is handed out where it lies.
//
// `g` is a named generator, not a temporary inside hand_over_new: g++ 12
// copies an aggregate temporary in a co_yield operand and destroys the
// original still holding the frame.
template <class G, class T>
struct hand_over_new {
  G& spare;
  T const& value;
};
template <class G, class T>
hand_over_new(G&, T const&) -> hand_over_new<G, T>;  // clang 14 deduces no aggregate's arguments
template <class T>
struct hand_over {
  T const& value;
};
template <class T>
hand_over(T const&) -> hand_over<T>;
struct pause_t {
  explicit pause_t() = default;
};
inline constexpr pause_t pause{};

// First parameter of a spare whose parent, each time the spare pauses,
// goes on to a value without pausing or finishing itself: the spare then
// resumes its parent directly (see pause_awaiter below).
struct pause_into_parent_t {
  explicit pause_into_parent_t() = default;
};
inline constexpr pause_into_parent_t pause_into_parent{};
// First parameter of a spare that pauses back through the consumer's loop.
struct pause_through_pump_t {
  explicit pause_through_pump_t() = default;
};
inline constexpr pause_through_pump_t pause_through_pump{};
}  // namespace detail
/// \endcond

/// A lazy input range computed by a coroutine: a function returning
/// `seek::generator<T>` that uses `co_yield`. Move-only.
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

 public:
  /// The type of the values yielded.
  using value_type = std::remove_cvref_t<T>;
  /// What dereferencing an iterator gives: `T&&` (the consumer may move from
  /// it) for generator<T>, `T const&` for generator<T const&>.
  using reference = std::conditional_t<std::is_reference_v<T>, T, T&&>;

 private:
  using pointer_type = std::remove_reference_t<reference>*;
  static constexpr bool yields_references = std::is_reference_v<T>;

 public:
  // The coroutine protocol (promise, awaiters, handle) is used by the
  // compiler, never named by users: kept out of the API reference.
  /// \cond INTERNAL
  class promise_type;
  using handle = std::coroutine_handle<promise_type>;

  class promise_type {
   public:
    promise_type() = default;
    template <class... Args>
    explicit promise_type(detail::pause_into_parent_t, Args const&...) noexcept : hand_back_(true) {}

    generator get_return_object() noexcept { return generator{handle::from_promise(*this)}; }

    // Frames come from a per-thread cache: a recursive generator makes and
    // frees one per value.
    static void* operator new(std::size_t n) { return detail::frame_cache::allocate(n); }
    static void operator delete(void* p, std::size_t n) noexcept { detail::frame_cache::deallocate(p, n); }
    std::suspend_always initial_suspend() const noexcept { return {}; }

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

    // generator<T>: a temporary is handed over as is (it lives until the
    // coroutine resumes). generator<T const&>: so is anything yielded.
    std::suspend_always yield_value(std::conditional_t<yields_references, value_type const&, value_type&&> value) noexcept {
      root_->value_ = std::addressof(value);
      return {};
    }

    // generator<T>: yielding an lvalue copies it, so the consumer may move
    // from what it receives without touching the coroutine's variables.
    struct copy_awaiter {
      value_type copy;
      promise_type* self;
      bool await_ready() const noexcept { return false; }
      void await_suspend(handle) noexcept { self->root_->value_ = std::addressof(copy); }
      void await_resume() const noexcept {}
    };
    copy_awaiter yield_value(value_type const& value)
      requires(!yields_references && std::copy_constructible<value_type>)
    {
      return copy_awaiter{value_type(value), this};
    }

    struct nested_awaiter {
      generator child;
      // Nothing to yield from an empty generator, or one run to its end.
      bool await_ready() const noexcept { return !child.coro_ || child.coro_.done(); }
      // Back to pump(), which starts the child next.
      void await_suspend(handle parent) noexcept {
        promise_type& c = child.coro_.promise();
        promise_type& root = *parent.promise().root_;
        c.parent_ = parent;
        c.root_ = &root;
        c.owner_ = &child;
        root.leaf_ = child.coro_;
      }
      void await_resume() const {
        if (child.coro_) rethrow_from(child.coro_);
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
               std::constructible_from<value_type, ranges::range_reference_t<R>>
    nested_awaiter yield_value(elements_of<R> e) {
      return nested_awaiter{elements_of_range<R>(std::forward<R>(e.range))};
    }

    // The protocol of detail::hand_over_new, detail::hand_over and
    // detail::pause (reused nested generators).
    struct hand_over_awaiter {
      handle spare;
      bool await_ready() const noexcept { return false; }
      // Back to pump(): the value is ready, the spare runs on the next pull.
      void await_suspend(handle parent) const noexcept { parent.promise().root_->leaf_ = spare; }
      void await_resume() const { rethrow_from(spare); }
    };
    hand_over_awaiter yield_value(detail::hand_over_new<generator, value_type> h) noexcept
      requires yields_references
    {
      handle spare = std::exchange(h.spare.coro_, {});
      promise_type& p = spare.promise();
      p.parent_ = handle::from_promise(*this);
      p.root_ = root_;
      spare_ = spare;
      root_->value_ = std::addressof(h.value);
      return hand_over_awaiter{spare};
    }
    hand_over_awaiter yield_value(detail::hand_over<value_type> h) noexcept
      requires yields_references
    {
      root_->value_ = std::addressof(h.value);
      return hand_over_awaiter{spare_};
    }
    struct pause_awaiter {
      bool await_ready() const noexcept { return false; }
      // To the parent: through pump(), as when finishing, or directly (one
      // pass of pump's loop fewer). A direct hand-back is always followed by
      // a value, never by another hand-back, so builds that do not turn it
      // into a jump (g++ at -O0, or under AddressSanitizer) nest two frames
      // at most.
      std::coroutine_handle<> await_suspend(handle h) const noexcept {
        promise_type& p = h.promise();
        p.root_->leaf_ = p.parent_;
        if (p.hand_back_) return p.parent_;
        return std::noop_coroutine();
      }
      void await_resume() const noexcept {}
    };
    pause_awaiter yield_value(detail::pause_t) const noexcept { return {}; }

    void return_void() const noexcept {}
    void unhandled_exception() {
      if (!parent_) throw;  // the outermost generator: to the consumer
      exception_ = std::current_exception();  // rethrown in the parent
    }
    void await_transform() = delete;  // a generator body cannot co_await

   private:
    // A nested generator that ended with an exception passes it on to its
    // parent when the parent resumes.
    static void rethrow_from(handle child) {
      if (child.promise().exception_) [[unlikely]]
        rethrow(child.promise().exception_);
    }
    [[noreturn, gnu::noinline]] static void rethrow(std::exception_ptr const& e) { std::rethrow_exception(e); }

    // R is a reference when elements_of deduced it: the range is the
    // co_yield's operand, or an lvalue of the caller, and outlives the
    // nested generator either way, so it is not copied.
    template <class R>
    static generator elements_of_range(R r) {
      using element = ranges::range_reference_t<R>;
      for (auto&& x : r) {
        // generator<T const&> hands out the range's own elements when they
        // are objects of type T; anything else becomes a T.
        if constexpr (yields_references && std::is_lvalue_reference_v<element> &&
                      std::same_as<std::remove_cvref_t<element>, value_type>)
          co_yield x;
        else
          co_yield value_type(std::forward<decltype(x)>(x));
      }
    }

    friend generator;
    pointer_type value_ = nullptr;       // meaningful in the outermost promise
    bool hand_back_ = false;             // pausing resumes the parent directly
    promise_type* root_ = this;          // the outermost promise of the chain
    handle parent_{};                    // the generator that yields this one
    handle leaf_ = handle::from_promise(*this);  // outermost only: innermost running
    generator* owner_ = nullptr;         // the nested_awaiter member owning this frame
    handle spare_{};                     // a nested generator kept for reuse (owned)
    std::exception_ptr exception_{};
  };
  /// \endcond

  /// Input iterator over the values; compares equal to std::default_sentinel
  /// when the coroutine has finished.
  class iterator {
   public:
    /// \cond INTERNAL
    using value_type = generator::value_type;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = generator::reference;
    using pointer = void;
    /// \endcond

    /// A singular iterator; only assignable.
    iterator() = default;
    /// The current value.
    reference operator*() const { return static_cast<reference>(*coro_.promise().value_); }
    // `++` runs the coroutine to its next value at once, as std::generator
    // does. range-v3's `take(k)` increments past its k-th element, so it
    // runs the coroutine past its k-th co_yield; seek::first(k) does not.
    // (Waiting for the next look instead, which would stop take(k) at the
    // k-th value, cost seek::coro_dfs a sixth of its time per state.)
    /// Runs the coroutine to its next value, or to its end.
    iterator& operator++() {
      pump(coro_);
      return *this;
    }
    /// Same as ++it; returns nothing, as usual for input iterators.
    void operator++(int) { ++*this; }
    /// True when the coroutine has finished.
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.coro_.done(); }

   private:
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

  /// Runs the coroutine to its first value (or its end, or an exception,
  /// which propagates from here). Call once.
  iterator begin() {
    pump(coro_);
    return iterator{coro_};
  }
  /// The end: iterators compare equal to it once the coroutine has finished.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  explicit generator(handle h) noexcept : coro_(h) {}

  // Runs the chain rooted at `root` until it yields a value or the root ends.
  // Each pass resumes the innermost generator; a pass without a value means a
  // nested generator started or finished, and the loop resumes the new
  // innermost one. An exception leaves the root finished and propagates.
  SEEK_DETAIL_HOT_INLINE static void pump(handle root) {
    if (root.done()) return;  // ++ past the end
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
    if (root.leaf_ != coro_) destroy_nested(coro_);  // suspended inside nested generators
    if (root.spare_) destroy_spares(root);
    coro_.destroy();
    coro_ = {};
  }

  // The generators nested in `root`'s, innermost first.
  [[gnu::noinline]] static void destroy_nested(handle root) noexcept {
    handle below{};
    for (handle h = root.promise().leaf_;;) {
      promise_type& p = h.promise();
      if (below && p.spare_ == below) p.spare_ = {};  // destroyed already
      if (h == root) return;
      handle parent = p.parent_;
      destroy_frame(h);
      below = h;
      h = parent;
    }
  }

  // Destroys the frame `h` and the chain of spares it owns (see
  // detail::hand_over_new), deepest first for the same reason: a chain of
  // spares is as long as the deepest nesting reached below `h`. The
  // nested_awaiter that owns `h`, if any, forgets it.
  static void destroy_frame(handle h) noexcept {
    promise_type& p = h.promise();
    if (p.spare_) destroy_spares(p);
    if (p.owner_) p.owner_->coro_ = {};
    h.destroy();
  }
  [[gnu::noinline]] static void destroy_spares(promise_type& keeper) noexcept {
    handle deepest = keeper.spare_;
    while (deepest.promise().spare_) deepest = deepest.promise().spare_;
    for (;;) {
      promise_type& above = deepest.promise().parent_.promise();
      above.spare_ = {};
      deepest.destroy();
      if (&above == &keeper) return;
      deepest = handle::from_promise(above);
    }
  }

  handle coro_{};
};

}  // namespace seek
