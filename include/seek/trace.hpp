// seek/trace.hpp: watching a search: the tracer option (seek::traced_by and
// the events a tracer hears), the recorded search tree, and its exports:
// Graphviz DOT, a self-contained SVG laid out by seek, and a JSON-lines
// event log.
#pragma once

#include <seek/trace/dot.hpp>
#include <seek/trace/jsonl.hpp>
#include <seek/trace/svg.hpp>
#include <seek/trace/tracer.hpp>
#include <seek/trace/tree.hpp>
