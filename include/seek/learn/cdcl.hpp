// seek/learn/cdcl.hpp: conflict-driven search as a lazy range of solutions:
// seek::cdcl(model, options...).
//
// The search of a SAT solver over a seek::explaining_model: decide a
// variable (VSIDS, saved phase), propagate (the learnt clauses by two
// watched literals, then the model, literal by literal), and at a conflict
// learn its first-UIP clause and jump back to where the clause is unit;
// restart on the Luby sequence, keeping what was learnt; forget learnt
// clauses by LBD within a bound. When every variable has a value without
// conflict, the assignment is a solution and is yielded; the search goes on
// past it with the clause "not all of these decisions", never forgotten,
// which excludes exactly that solution: the enumeration is exact.
//
// The contract and the options: docs/strategies.md, "Conflict-driven
// learning". The pieces: literal.hpp, explaining_model.hpp, trail.hpp,
// clause_store.hpp, activity.hpp, conflict_analysis.hpp.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <ranges>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/concepts.hpp>

#include <seek/core/luby.hpp>
#include <seek/core/random.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/learn/activity.hpp>
#include <seek/learn/clause_store.hpp>
#include <seek/learn/conflict_analysis.hpp>
#include <seek/learn/explaining_model.hpp>
#include <seek/learn/literal.hpp>
#include <seek/learn/trail.hpp>

namespace seek {

/// The tuning of seek::cdcl; the defaults are MiniSat's and Glucose's.
struct cdcl_options {
  std::uint64_t seed = 0;                ///< perturbs the initial scores: one seed, one walk
  std::uint64_t restart_unit = 100;      ///< run i lasts luby(i) * restart_unit conflicts
  double activity_decay = 0.95;          ///< VSIDS: scores decay by this factor per conflict
  std::size_t max_learnt = 2000;         ///< forget at restarts beyond this many learnt clauses
  std::size_t max_learnt_growth = 300;   ///< the bound grows by this much at each forgetting
};

/// What seek::cdcl did; reset when the search begins.
struct cdcl_statistics {
  std::uint64_t decisions = 0;
  std::uint64_t propagations = 0;     ///< literals set by propagation (clauses or the model)
  std::uint64_t conflicts = 0;
  std::uint64_t learnt = 0;           ///< clauses learnt (units included)
  std::uint64_t learnt_literals = 0;  ///< their literals, summed
  std::uint64_t backjumps = 0;        ///< conflicts after which more than one level was undone
  std::uint64_t restarts = 0;
  std::uint64_t forgotten = 0;        ///< learnt clauses forgotten
  std::uint64_t solutions = 0;

  [[nodiscard]] double average_learnt_size() const noexcept {
    return learnt == 0 ? 0.0 : static_cast<double>(learnt_literals) / static_cast<double>(learnt);
  }
};

/// A solution of seek::cdcl: the value of every variable.
class assignment {
 public:
  assignment() = default;
  explicit assignment(std::vector<bool> values) : values_(std::move(values)) {}
  [[nodiscard]] std::size_t size() const noexcept { return values_.size(); }
  /// The value of variable `var`.
  [[nodiscard]] bool operator[](std::size_t var) const { return values_[var]; }
  /// Whether `l` holds.
  [[nodiscard]] bool holds(literal l) const { return values_[l.var()] != l.is_negative(); }
  friend bool operator==(assignment const&, assignment const&) = default;

 private:
  std::vector<bool> values_;
};

namespace detail {

// The one search of a cdcl view, from begin() on.
template <explaining_model M>
class cdcl_search {
 public:
  cdcl_search(M const& model, cdcl_options const& o, cdcl_statistics* cs, statistics* s, limits const& lim)
      : model_(&model),
        options_(o),
        n_(check_size(model.variables())),
        trail_(n_),
        store_(n_),
        activity_(n_, o.activity_decay),
        analyzer_(n_),
        context_(trail_, activity_),
        cs_(cs),
        s_(s),
        limits_(&lim),
        max_learnt_(o.max_learnt),
        run_length_(o.restart_unit),
        started_(std::chrono::steady_clock::now()) {
    if (o.restart_unit == 0) throw std::invalid_argument("seek::cdcl: cdcl_options::restart_unit must be at least 1");
    if (!(o.activity_decay > 0.0 && o.activity_decay <= 1.0)) {
      throw std::invalid_argument("seek::cdcl: cdcl_options::activity_decay must be in (0, 1]");
    }
    if (cs_ != nullptr) *cs_ = cdcl_statistics{};
    if (s_ != nullptr) {
      *s_ = statistics{};
      s_->passes = 1;
    }
    xoshiro256ss random(o.seed);
    for (std::uint32_t v = 0; v < n_; ++v) {
      activity_.set_score(v, static_cast<double>(random() >> 11U) * 0x1.0p-53 * 1e-5);
      bool phase = false;
      if constexpr (model_with_initial_phase<M>) phase = static_cast<bool>(model.initial_phase(v));
      activity_.save_phase(phase ? literal::positive(v) : literal::negative(v));
    }
    if constexpr (model_with_start<M>) {
      bool const ok = model.start(context_);
      if (!ok || context_.failed()) finish(stop_reason::exhausted);
    }
    if constexpr (requires { model.clauses(); }) {
      static_assert(model_with_clauses<M>,
                    "seek::cdcl: the model's clauses() must return a range of clauses, each a range of seek::literal");
      // Before any propagation (nothing on the trail has been visited yet),
      // so a clause may be watched on literals already false.
      std::vector<literal> lits;
      for (auto&& clause : model.clauses()) {
        lits.clear();
        for (auto&& l : clause) {
          literal const q = l;
          if (q.var() >= n_) {
            throw std::out_of_range("seek::cdcl: a clause of the model names variable " + std::to_string(q.var()) +
                                    ", beyond its " + std::to_string(n_) + " variables");
          }
          lits.push_back(q);
        }
        if (lits.empty()) {
          finish(stop_reason::exhausted);
        } else if (lits.size() == 1) {
          if (trail_.value(lits[0]) == truth::is_false) finish(stop_reason::exhausted);
          if (trail_.value(lits[0]) == truth::unassigned) trail_.assign(lits[0], reason_ref::none());
        } else {
          store_.add(lits, 0, true);
        }
      }
    }
  }

  // Searches for the next solution; false when there is none or a limit
  // stopped the search (statistics::stopped says which).
  bool next() {
    if (done_) return false;
    if (have_solution_) {
      have_solution_ = false;
      if (!exclude_solution()) return false;
    }
    for (;;) {
      std::span<literal const> const conflict = propagate();
      if (!conflict.empty() || context_.failed()) {
        if (!resolve(conflict)) return false;
        if (!within_limits()) return false;
        continue;
      }
      if (trail_.complete()) {
        std::vector<bool> values(n_);
        for (std::uint32_t v = 0; v < n_; ++v) values[v] = trail_.value_of_var(v) == truth::is_true;
        solution_ = assignment(std::move(values));
        have_solution_ = true;
        if (cs_ != nullptr) ++cs_->solutions;
        if (s_ != nullptr) ++s_->yielded;
        return true;
      }
      if (conflicts_in_run_ >= run_length_) restart();
      if (!within_limits()) return false;
      decide();
    }
  }
  [[nodiscard]] assignment const& solution() const noexcept { return solution_; }

 private:
  static std::uint32_t check_size(std::size_t n) {
    if (n == 0 || n >= (std::size_t{1} << 30)) {
      throw std::invalid_argument("seek::cdcl: the model has " + std::to_string(n) +
                                  " variables; it needs between 1 and 2^30 - 1");
    }
    return static_cast<std::uint32_t>(n);
  }

  // Clause propagation and the model, literal by literal; the conflict
  // clause, or empty (with context_.failed() for an empty model conflict).
  std::span<literal const> propagate() {
    std::size_t const before = trail_.size();
    std::span<literal const> const conflict = propagate_all();
    if (cs_ != nullptr) cs_->propagations += trail_.size() - before;
    return conflict;
  }
  std::span<literal const> propagate_all() {
    while (head_ < trail_.size()) {
      literal const p = trail_.literals()[head_++];
      std::uint32_t const c = store_.propagate(trail_, p);
      if (c != clause_store::no_conflict) return store_.literals(c);
      bool const ok = model_->propagate(context_, p);
      if (context_.failed()) return context_.conflict();
      if (!ok) {
        throw std::logic_error(
            "seek::cdcl: the model's propagate returned false without reporting why; call ctx.fail(reasons) "
            "(or return the false of ctx.imply)");
      }
    }
    return {};
  }

  // A conflict: learn, jump back, assert. False when none is left to search.
  bool resolve(std::span<literal const> conflict) {
    if (cs_ != nullptr) ++cs_->conflicts;
    if (s_ != nullptr) ++s_->failures;
    ++conflicts_in_run_;
    conflict_.assign(conflict.begin(), conflict.end());
    context_.clear_failure();
    std::uint32_t highest = 0;
    for (literal const l : conflict_) highest = std::max(highest, trail_.level(l.var()));
    if (highest == 0) return finish(stop_reason::exhausted);
    if (highest < trail_.decision_level()) backtrack(highest);
    learnt_clause const& learnt = analyzer_.analyze(
        trail_, conflict_, [this](std::uint32_t v) { return reason_of(v); },
        [this](std::uint32_t v) { activity_.bump(v); });
    if (cs_ != nullptr) {
      ++cs_->learnt;
      cs_->learnt_literals += learnt.lits.size();
      if (learnt.backjump + 1 < trail_.decision_level()) ++cs_->backjumps;
    }
    backtrack(learnt.backjump);
    assert_clause(learnt.lits, learnt.lbd, false);
    activity_.decay();
    store_.decay();
    return true;
  }

  std::span<literal const> reason_of(std::uint32_t v) {
    reason_ref const r = trail_.reason(v);
    if (r.is_explained()) return trail_.explanation(r);
    store_.bump(r.index());
    return store_.literals(r.index());
  }

  // Adds a clause that is unit at the current level, lits[0] its literal, and sets it.
  void assert_clause(std::vector<literal> const& lits, std::uint32_t lbd, bool keep) {
    if (lits.size() == 1) {
      trail_.assign(lits[0], reason_ref::none());
    } else {
      std::uint32_t const c = store_.add(lits, lbd, keep);
      trail_.assign(lits[0], reason_ref::clause(c));
    }
    if (cs_ != nullptr) ++cs_->propagations;
  }

  // After a solution: "not all of these decisions", then on.
  bool exclude_solution() {
    std::uint32_t const k = trail_.decision_level();
    if (k == 0) return finish(stop_reason::exhausted);
    block_.clear();
    for (std::uint32_t l = k; l >= 1; --l) block_.push_back(~trail_.literals()[trail_.level_start(l)]);
    backtrack(k - 1);
    assert_clause(block_, 0, true);
    return true;
  }

  void decide() {
    std::uint32_t v = 0;
    do {
      v = activity_.pop();
    } while (trail_.value_of_var(v) != truth::unassigned);
    trail_.decide(activity_.saved_phase(v) ? literal::positive(v) : literal::negative(v));
    if (cs_ != nullptr) ++cs_->decisions;
    if (s_ != nullptr) {
      ++s_->nodes;
      s_->depth = std::max<std::size_t>(s_->depth, trail_.decision_level());
    }
    ++decisions_;
  }

  void backtrack(std::uint32_t level) {
    trail_.backtrack(level, [this](literal l) {
      activity_.save_phase(l);
      activity_.insert(l.var());
    });
    head_ = std::min(head_, trail_.size());
  }

  void restart() {
    backtrack(0);
    conflicts_in_run_ = 0;
    run_length_ = luby(++run_) * options_.restart_unit;
    if (cs_ != nullptr) ++cs_->restarts;
    if (s_ != nullptr) ++s_->passes;
    if (store_.reduce(trail_, max_learnt_)) {
      max_learnt_ += options_.max_learnt_growth;
      if (cs_ != nullptr) cs_->forgotten = store_.forgotten();
    }
  }

  bool within_limits() {
    if (decisions_ >= limits_->nodes) return finish(stop_reason::node_limit);
    if ((++checks_ & 63U) == 0) {
      if (limits_->cancel.stop_requested()) return finish(stop_reason::cancelled);
      if (limits_->time != std::chrono::nanoseconds::max() &&
          std::chrono::steady_clock::now() - started_ >= limits_->time) {
        return finish(stop_reason::time_limit);
      }
    }
    return true;
  }

  // Ends the search; returns false (for `return finish(...)`).
  bool finish(stop_reason why) {
    done_ = true;
    if (s_ != nullptr) s_->stopped = why;
    return false;
  }

  M const* model_;
  cdcl_options options_;
  std::uint32_t n_;
  trail trail_;
  clause_store store_;
  variable_activity activity_;
  conflict_analyzer analyzer_;
  propagation_context context_;
  cdcl_statistics* cs_;
  statistics* s_;
  limits const* limits_;
  std::size_t max_learnt_;
  std::uint64_t run_length_;
  std::chrono::steady_clock::time_point started_;
  std::size_t head_ = 0;
  std::uint64_t run_ = 1;
  std::uint64_t conflicts_in_run_ = 0;
  std::uint64_t decisions_ = 0;
  std::uint64_t checks_ = 0;
  bool done_ = false;
  bool have_solution_ = false;
  assignment solution_;
  std::vector<literal> conflict_;
  std::vector<literal> block_;
};

template <class T>
inline constexpr bool is_cdcl_option_v =
    std::is_same_v<std::remove_cvref_t<T>, cdcl_options> || std::is_same_v<std::remove_cvref_t<T>, limits> ||
    (std::is_lvalue_reference_v<T> && !std::is_const_v<std::remove_reference_t<T>> &&
     (std::is_same_v<std::remove_cvref_t<T>, statistics> ||
      std::is_same_v<std::remove_cvref_t<T>, cdcl_statistics>));

template <class...>
inline constexpr bool cdcl_never = false;

}  // namespace detail

/// The lazy range of seek::cdcl's solutions (see the top of this file).
/// Input range of `assignment const&`; `begin()` again searches afresh.
template <explaining_model M>
class cdcl_view : public ranges::view_base, public std::ranges::view_base {
 public:
  cdcl_view() = default;  // semiregular, as range-v3's views are
  cdcl_view(M model, cdcl_options o, cdcl_statistics* cs, statistics* s, limits lim)
      : model_(std::make_shared<M const>(std::move(model))), options_(o), cs_(cs), s_(s), limits_(std::move(lim)) {}

  class iterator {
   public:
    using value_type = assignment;
    using difference_type = std::ptrdiff_t;
    using reference = assignment const&;
    iterator() = default;
    reference operator*() const { return view_->state_.search->solution(); }
    assignment const* operator->() const { return &**this; }
    iterator& operator++() {
      view_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) noexcept { return it.at_end(); }

   private:
    friend class cdcl_view;
    explicit iterator(cdcl_view* v) : view_(v) {}
    [[nodiscard]] bool at_end() const noexcept { return view_->state_.done; }
    cdcl_view* view_ = nullptr;
  };

  /// Searches afresh up to the first solution.
  iterator begin() & {
    state_.search.reset();
    state_.done = false;
    state_.search = std::make_unique<detail::cdcl_search<M>>(*model_, options_, cs_, s_, limits_);
    advance();
    return iterator(this);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  void advance() { state_.done = !state_.search->next(); }
  struct engine_state {
    std::unique_ptr<detail::cdcl_search<M>> search;
    bool done = true;
  };
  std::shared_ptr<M const> model_;  // copies share it: the search never changes a model
  cdcl_options options_;
  cdcl_statistics* cs_ = nullptr;
  statistics* s_ = nullptr;
  limits limits_;
  detail::fresh_on_copy<engine_state> state_;
};

/// seek::cdcl(model, options...): the solutions of an explaining_model by
/// conflict-driven learning, lazily (see the top of this file).
struct cdcl_fn {
  template <class M, class... O>
    requires explaining_model<std::remove_cvref_t<M>> && (detail::is_cdcl_option_v<O> && ...)
  auto operator()(M&& model, O&&... options) const {
    cdcl_options o{};
    cdcl_statistics* cs = nullptr;
    statistics* s = nullptr;
    limits lim{};
    [[maybe_unused]] auto take = [&]<class T>(T&& option) {
      using D = std::remove_cvref_t<T>;
      if constexpr (std::is_same_v<D, cdcl_options>) {
        o = option;
      } else if constexpr (std::is_same_v<D, limits>) {
        lim = option;
      } else if constexpr (std::is_same_v<D, statistics>) {
        s = &option;
      } else {
        cs = &option;
      }
    };
    (take(std::forward<O>(options)), ...);
    return cdcl_view<std::remove_cvref_t<M>>(std::forward<M>(model), o, cs, s, std::move(lim));
  }

  // Every other call lands here; the first static_assert that fails says why.
  template <class M, class... O>
  auto operator()(M&&, O&&...) const {
    static_assert(explaining_model<std::remove_cvref_t<M>>,
                  "seek::cdcl takes a model first: a copyable type with variables() -> std::size_t and "
                  "propagate(seek::propagation_context&, seek::literal) const -> bool (seek::explaining_model)");
    static_assert((detail::is_cdcl_option_v<O> && ...),
                  "seek::cdcl takes as options only seek::cdcl_options, seek::limits, seek::statistics& and "
                  "seek::cdcl_statistics& (a named variable): it has no states, so no successor function, "
                  "tracer, depth_limited or with_paths");
    static_assert(detail::cdcl_never<M, O...>, "seek::cdcl: unreachable");
  }
};

inline constexpr cdcl_fn cdcl{};

}  // namespace seek
