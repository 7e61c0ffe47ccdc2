// seek/detail/generator_view.hpp: a copyable view over a coroutine that a
// factory starts anew at each begin().
//
// seek::generator is move-only, so a range-v3 pipeline cannot take one as an
// rvalue view. This view holds only the factory (a function object returning
// a seek::generator); begin() calls it and keeps the generator it returns
// until the next begin() or the view's end of life. Copies copy the factory,
// never a run in progress, as the other seek views do.
#pragma once

#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/range/generator.hpp>

namespace seek::detail {

template <class Ref, class Make>
class generator_view : public view_facade<generator_view<Ref, Make>>,
                       public ranges::view_base,
                       public std::ranges::view_base {
  using run_iterator = decltype(std::declval<generator<Ref>&>().begin());

  // The generator's own iterator, as a cursor.
  class cursor {
   public:
    using value_type = typename generator<Ref>::value_type;
    cursor() = default;

   private:
    friend cursor_access;
    friend generator_view;
    explicit cursor(run_iterator it) : it_(std::move(it)) {}
    decltype(auto) read() const { return *it_; }
    void next() { ++it_; }
    bool at_end() const { return it_ == std::default_sentinel; }
    run_iterator it_{};
  };

  // The run in progress, made by begin(); a copy of the view starts afresh.
  struct run_state {
    std::optional<generator<Ref>> run;
  };

 public:
  generator_view() = default;
  explicit generator_view(Make make) : make_(std::in_place, std::move(make)) {}

  // begin() and end() come from view_facade.

 private:
  friend cursor_access;
  // begin() (on lvalues only) starts a new run, ending the one begun before.
  cursor begin_cursor() {
    run_.run.reset();
    return cursor(run_.run.emplace(std::invoke(make_.get())).begin());
  }

  semiregular_box<Make> make_;
  fresh_on_copy<run_state> run_;
};

}  // namespace seek::detail
