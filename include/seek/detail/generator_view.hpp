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

#include <seek/detail/semiregular_box.hpp>
#include <seek/generator.hpp>

namespace seek::detail {

template <class Ref, class Make>
class generator_view : public ranges::view_base, public std::ranges::view_base {
 public:
  generator_view() = default;
  explicit generator_view(Make make) : make_(std::in_place, std::move(make)) {}
  generator_view(generator_view const& other) : make_(other.make_) {}
  generator_view(generator_view&& other) noexcept = default;
  generator_view& operator=(generator_view const& other) {
    if (this != &other) {
      make_ = other.make_;
      run_.reset();
    }
    return *this;
  }
  generator_view& operator=(generator_view&& other) noexcept = default;
  ~generator_view() = default;

  /// Starts a new run (ending the one begun before, if any).
  auto begin() {
    run_.reset();
    run_.emplace(std::invoke(make_.get()));
    return run_->begin();
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  semiregular_box<Make> make_;
  std::optional<generator<Ref>> run_;
};

}  // namespace seek::detail
