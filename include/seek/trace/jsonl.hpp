// seek/trace/jsonl.hpp: a tracer that writes every event of a search as one
// JSON object a line (JSON Lines), for other tools to read:
//
//   {"event":"generated","id":2,"parent":1,"depth":1,"label":"r1c1=4"}
//   {"event":"yield","id":2,"parent":1,"depth":1}
//   {"event":"pass","number":1}
//   {"event":"finish","reason":"exhausted","nodes":6}
//
// Events: generated (with the label of the state, made by the label
// function), yield, expand, dead_end, pruned, climb, pass, restart, finish.
// Ids are the tracer's (seek::node_event): 1, 2, ... in the order states are
// generated, parent 0 for a root.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include <seek/core/statistics.hpp>
#include <seek/trace/tracer.hpp>
#include <seek/trace/tree.hpp>

namespace seek {

/// `jsonl_tracer<S> t(out, label)`, then `seek::bfs(root, next,
/// seek::traced_by(t))`: one line to `out` per event.
template <class S>
class jsonl_tracer {
 public:
  using label_function = std::function<std::string(S const&)>;

  explicit jsonl_tracer(std::ostream& out, label_function label = {}) : out_(&out), label_(std::move(label)) {}

  void on_generated(node_event<S> const& e) {
    node("generated", e, false);
    if (label_) *out_ << ",\"label\":\"" << detail::escape_quoted(label_(e.state), true) << '"';
    *out_ << "}\n";
  }
  void on_yield(node_event<S> const& e) { node("yield", e); }
  void on_expand(node_event<S> const& e) { node("expand", e); }
  void on_dead_end(node_event<S> const& e) { node("dead_end", e); }
  void on_pruned(node_event<S> const& e) { node("pruned", e); }
  void on_climb(node_event<S> const& e) { node("climb", e); }
  void on_pass(pass_event p) { *out_ << "{\"event\":\"pass\",\"number\":" << p.number << "}\n"; }
  void on_restart(pass_event p) { *out_ << "{\"event\":\"restart\",\"number\":" << p.number << "}\n"; }
  void on_finish(finish_event f) {
    *out_ << "{\"event\":\"finish\",\"reason\":\"" << to_string(f.reason) << "\",\"nodes\":" << f.nodes << "}\n";
    out_->flush();
  }

 private:
  void node(std::string_view event, node_event<S> const& e, bool close = true) {
    *out_ << "{\"event\":\"" << event << "\",\"id\":" << e.id << ",\"parent\":" << e.parent
          << ",\"depth\":" << e.depth;
    if (close) *out_ << "}\n";
  }

  std::ostream* out_;
  label_function label_;
};

}  // namespace seek
