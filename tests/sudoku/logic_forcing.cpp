// Tests of seek/sudoku/logic/forcing.hpp: Nishio, cell, unit, contradiction
// and digit forcing chains, static and dynamic.
#include <doctest/doctest.h>

#include <string>

#include <seek/sudoku/logic/forcing.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("forcing: each kind where it is the next step, and sound") {
  struct item {
    char const* name;
    sdk::forcing_kind kind;
  };
  for (auto [name, kind] : {item{"Nishio forcing chain", sdk::forcing_kind::nishio},
                            item{"Cell forcing chain", sdk::forcing_kind::multiple},
                            item{"Unit forcing chain", sdk::forcing_kind::multiple},
                            item{"Contradiction forcing chain", sdk::forcing_kind::dynamic},
                            item{"Digit forcing chain", sdk::forcing_kind::dynamic},
                            item{"Dynamic cell forcing chain", sdk::forcing_kind::dynamic},
                            item{"Dynamic unit forcing chain", sdk::forcing_kind::dynamic}}) {
    std::string const technique_name = name;  // CAPTURE cannot take a structured binding (clang 14)
    CAPTURE(technique_name);
    auto const& f = fixture(name);
    auto const s = sdk::find_forcing_chain(seek_test::state(f), kind);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    CHECK(name == sdk::name(s->tech));
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("forcing: every chain of a step starts from its assumption and parents come first") {
  auto const s = sdk::find_forcing_chain(seek_test::state(fixture("Dynamic cell forcing chain")), sdk::forcing_kind::dynamic);
  REQUIRE(s);
  REQUIRE(s->chains.size() >= 2);
  for (auto const& ch : s->chains) {
    REQUIRE_FALSE(ch.nodes.empty());
    CHECK(ch.nodes.front().parents.empty());
    for (std::size_t i = 1; i < ch.nodes.size(); ++i) {
      CHECK_FALSE(ch.nodes[i].parents.empty());
      for (int p : ch.nodes[i].parents) CHECK(p < static_cast<int>(i));
    }
  }
}

TEST_CASE("forcing: nothing to force on an empty board") {
  for (auto kind : {sdk::forcing_kind::nishio, sdk::forcing_kind::multiple, sdk::forcing_kind::dynamic})
    CHECK_FALSE(sdk::find_forcing_chain(sdk::candidate_grid<2>{}, kind));
}
