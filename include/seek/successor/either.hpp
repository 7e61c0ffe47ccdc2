// seek/successor/either.hpp: one of two successor functions, chosen when it
// is made, as one type.
//
// seek::restarts makes each run's successor function with one maker
// (seek::reseeded), so every run must get the same type. A walk whose runs
// differ in kind (sudoku's solve policy runs plain propagation first and a
// randomized successor after it, seek/sudoku/solve/first_solution.hpp)
// holds both in an either_successor and hands out the children of the one
// chosen through one range type, either_range. A range costs one more branch
// per child. Both successor functions must give the same element type. The
// engine's hooks (a root admitted, a search begun: successor/detail/hooks.hpp)
// go to the one chosen, so a skip_seen or a seek::shuffled inside hears its
// searches as it would alone.
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/successor/detail/hooks.hpp>

namespace seek {

/// The children of a state under the successor function chosen: the range
/// `A` or the range `B`, whose elements are the same type of reference.
template <ranges::input_range A, ranges::input_range B>
class either_range {
  using a_iterator = ranges::iterator_t<A&>;
  using b_iterator = ranges::iterator_t<B&>;
  using reference = ranges::range_reference_t<A&>;
  static_assert(std::is_same_v<reference, ranges::range_reference_t<B&>>,
                "seek::either_successor: both successor functions must hand out the same element type "
                "(their ranges' reference types differ)");

 public:
  explicit either_range(A a) : range_(std::in_place_index<0>, std::move(a)) {}
  explicit either_range(std::in_place_index_t<1>, B b) : range_(std::in_place_index<1>, std::move(b)) {}

  class iterator {
   public:
    using value_type = std::remove_cvref_t<reference>;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    iterator() = default;
    explicit iterator(either_range* r) noexcept : r_(r) {}
    reference operator*() const { return r_->read(); }
    iterator& operator++() {
      r_->next();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    bool at_end() const { return r_->at_end(); }
    either_range* r_ = nullptr;
  };
  friend iterator;

  iterator begin() & {
    if (auto* a = std::get_if<0>(&range_)) at_.template emplace<1>(ranges::begin(*a));
    else at_.template emplace<2>(ranges::begin(std::get<1>(range_)));
    return iterator(this);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  reference read() const {
    if (at_.index() == 1) return *std::get<1>(at_);
    return *std::get<2>(at_);
  }
  void next() {
    if (at_.index() == 1) ++std::get<1>(at_);
    else ++std::get<2>(at_);
  }
  bool at_end() {
    if (at_.index() == 1) return std::get<1>(at_) == ranges::end(std::get<0>(range_));
    return std::get<2>(at_) == ranges::end(std::get<1>(range_));
  }

  std::variant<A, B> range_;
  std::variant<std::monostate, a_iterator, b_iterator> at_;
};

/// `first`, or `second` when it is given: a successor function of one type
/// for both.
template <std::copy_constructible First, std::copy_constructible Second>
class either_successor {
 public:
  /// Children in a new order each time when either function's are.
  static constexpr bool random_order = detail::random_order_v<First> || detail::random_order_v<Second>;

  /// Chooses `one` when `other` is empty, `*other` otherwise.
  either_successor(First one, std::optional<Second> other) : first_(std::move(one)), second_(std::move(other)) {}

  template <class S>
    requires successor_function<First, S> && successor_function<Second, S>
  auto operator()(S const& s) {
    using range = either_range<std::invoke_result_t<First&, S const&>, std::invoke_result_t<Second&, S const&>>;
    if (second_) return range(std::in_place_index<1>, (*second_)(s));
    return range(first_(s));
  }

  /// The search begins (again): the function chosen hears it.
  void begin_search()
    requires detail::has_begin_hook<First> || detail::has_begin_hook<Second>
  {
    if (second_) detail::begin_search(*second_);
    else detail::begin_search(first_);
  }

  /// `s` is about to be a root: the function chosen decides.
  template <class S>
    requires detail::has_root_hook<First, S> || detail::has_root_hook<Second, S>
  bool admit_root(S const& s) {
    return second_ ? detail::admit_root(*second_, s) : detail::admit_root(first_, s);
  }

 private:
  First first_;
  std::optional<Second> second_;  // empty: `first` is chosen
};

}  // namespace seek
