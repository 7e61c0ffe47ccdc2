// tests/differential/main.cpp: the differential tester's driver. Picks a
// combination and a random graph per seed, runs each case in a forked child
// (on a thread with a fixed stack, 8 MB by default, under an alarm), so that
// a crash or a hang is one failure with its seed and the run goes on, and
// sorts the failures into known (tests/differential/known_failures.txt) and
// new ones.
//
//   differential [--seconds T] [--cases N] [--first-seed S] [--only REGEX]
//                [--known FILE] [--stack-mb M] [--timeout S] [--list]
//                [--show-known]                 (each known failure's first seed too)
//   differential --case NAME --seed S      replay one case, in this process
//                                          unless --fork is given
// Exit status: 0 when every failure is a known one and every pinned known
// failure still fails; 1 otherwise.
#include "registry.hpp"

#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

using difftest::combination;

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

struct outcome {
  enum kind { pass, fail, skip } what = pass;
  std::string message;
  std::string context;
};

// ---- running one case, in this process ----
struct job {
  combination const* c;
  std::uint64_t seed;
  outcome out;
};

void* run_job(void* p) {
  auto* j = static_cast<job*>(p);
  try {
    std::string msg = j->c->run(j->seed, j->out.context);
    if (msg.empty())
      j->out.what = outcome::pass;
    else if (msg.front() == '(')
      j->out = {outcome::skip, msg, j->out.context};
    else
      j->out = {outcome::fail, msg, j->out.context};
  } catch (std::exception const& e) {
    j->out = {outcome::fail, std::string("threw ") + e.what(), j->out.context};
  } catch (...) {
    j->out = {outcome::fail, "threw a non-standard exception", j->out.context};
  }
  return nullptr;
}

// On a thread with a stack of `stack_mb` MB: the stack a main thread has by default.
outcome run_here(combination const& c, std::uint64_t seed, std::size_t stack_mb) {
  job j{&c, seed, {}};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stack_mb << 20);
  pthread_t t;
  if (pthread_create(&t, &attr, run_job, &j) != 0) {
    std::fprintf(stderr, "differential: cannot start a thread\n");
    std::exit(2);
  }
  pthread_join(t, nullptr);
  pthread_attr_destroy(&attr);
  return j.out;
}

// ---- ... and in a forked child ----
std::string read_all(int fd) {
  std::string s;
  char buf[4096];
  for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;) s.append(buf, static_cast<std::size_t>(n));
  return s;
}

int result_fd = -1;
void write_all(int fd, std::string const& s) {
  for (std::size_t off = 0; off < s.size();) {
    ssize_t n = write(fd, s.data() + off, s.size() - off);
    if (n <= 0) break;
    off += static_cast<std::size_t>(n);
  }
}
void send_context(std::string const& context) {
  std::string line = "C";
  line += context;
  line += '\n';
  write_all(result_fd, line);
}

outcome run_forked(combination const& c, std::uint64_t seed, std::size_t stack_mb, unsigned timeout) {
  int result_pipe[2], err_pipe[2];
  if (pipe(result_pipe) != 0 || pipe(err_pipe) != 0) {
    std::perror("pipe");
    std::exit(2);
  }
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    std::perror("fork");
    std::exit(2);
  }
  if (pid == 0) {
    close(result_pipe[0]);
    close(err_pipe[0]);
    dup2(err_pipe[1], 2);
    alarm(timeout);
    result_fd = result_pipe[1];
    difftest::context_sink = send_context;
    outcome o = run_here(c, seed, stack_mb);
    std::string result = "R";  // appended, not `"R" + ...`: g++ 12 -O3 warns (-Wrestrict) on that form
    result += std::to_string(static_cast<int>(o.what));
    result += '\n';
    result += o.message;
    write_all(result_fd, result);
    _exit(0);
  }
  close(result_pipe[1]);
  close(err_pipe[1]);
  // The child's stderr (a sanitizer's report) is read while it runs, so a long report cannot block it.
  std::string err = read_all(err_pipe[0]);
  std::string res = read_all(result_pipe[0]);
  close(err_pipe[0]);
  close(result_pipe[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  outcome o;
  if (!res.empty() && res[0] == 'C') {
    std::size_t a = res.find('\n');
    o.context = res.substr(1, a - 1);
    res.erase(0, a + 1);
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0 && !res.empty() && res[0] == 'R') {
    std::size_t a = res.find('\n');
    o.what = static_cast<outcome::kind>(std::stoi(res.substr(1, a - 1)));
    o.message = res.substr(a + 1);
    return o;
  }
  o.what = outcome::fail;
  if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM)
    o.message = "hang: no end within " + std::to_string(timeout) + " s";
  else if (WIFSIGNALED(status))
    o.message = std::string("crashed: signal ") + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
  else
    o.message = "crashed: exit status " + std::to_string(WEXITSTATUS(status));
  // The sanitizer's or the runtime's first words, if any.
  std::size_t at = err.find("ERROR:");
  if (at == std::string::npos) at = err.find("runtime error");
  if (at == std::string::npos) at = 0;
  std::string first = err.substr(at, err.find('\n', at) == std::string::npos ? std::string::npos : err.find('\n', at) - at);
  if (!first.empty()) o.message += ": " + first.substr(0, 300);
  return o;
}

// ---- known failures ----
struct known_failure {
  std::regex pattern;
  std::string pattern_text, pinned_case, note;
  std::uint64_t pinned_seed = 0;
  int line = 0;
  std::size_t matched = 0, failed = 0;
};

std::vector<known_failure> read_known(std::string const& file) {
  std::vector<known_failure> out;
  if (file.empty()) return out;
  std::ifstream in(file);
  if (!in) {
    std::cerr << "differential: cannot read " << file << "\n";
    std::exit(2);
  }
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    std::string note;
    if (auto h = line.find('#'); h != std::string::npos) {
      note = line.substr(h + 1);
      line.resize(h);
    }
    std::istringstream words(line);
    known_failure k;
    if (!(words >> k.pattern_text)) continue;
    if (!(words >> k.pinned_case)) {
      std::cerr << file << ":" << n << ": expected `REGEX CASE SEED # note` or `REGEX - # note`\n";
      std::exit(2);
    }
    if (k.pinned_case != "-" && !(words >> k.pinned_seed)) {
      std::cerr << file << ":" << n << ": expected `REGEX CASE SEED # note`\n";
      std::exit(2);
    }
    k.pattern = std::regex(k.pattern_text);
    k.note = note;
    k.line = n;
    out.push_back(std::move(k));
  }
  return out;
}

known_failure* known_for(std::vector<known_failure>& known, std::string const& name) {
  for (auto& k : known)
    if (std::regex_match(name, k.pattern)) return &k;
  return nullptr;
}

void usage() {
  std::cerr << "usage: differential [--seconds T] [--cases N] [--first-seed S] [--only REGEX] [--known FILE]\n"
               "                    [--stack-mb M] [--timeout S] [--list] [--show-known] [--case NAME --seed S [--fork]]\n";
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  double seconds = 0;
  std::uint64_t cases = 0, first_seed = 1, seed = 0;
  bool list = false, fork_one = false, have_seed = false, show_known = false;
  std::string only, known_file, case_name;
  std::size_t stack_mb = 8;
  unsigned timeout = 20;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage();
      return argv[++i];
    };
    if (a == "--seconds") seconds = std::stod(value());
    else if (a == "--cases") cases = std::stoull(value());
    else if (a == "--first-seed") first_seed = std::stoull(value());
    else if (a == "--only") only = value();
    else if (a == "--known") known_file = value();
    else if (a == "--stack-mb") stack_mb = std::stoul(value());
    else if (a == "--timeout") timeout = static_cast<unsigned>(std::stoul(value()));
    else if (a == "--list") list = true;
    else if (a == "--case") case_name = value();
    else if (a == "--seed") seed = std::stoull(value()), have_seed = true;
    else if (a == "--fork") fork_one = true;
    else if (a == "--show-known") show_known = true;
    else usage();
  }

  auto& all = difftest::registry();
  std::sort(all.begin(), all.end(), [](auto const& a, auto const& b) { return a.name < b.name; });
  if (list) {
    for (auto const& c : all) std::cout << c.name << '\n';
    std::cout << all.size() << " combinations\n";
    return 0;
  }
  auto find_case = [&](std::string const& name) -> combination const* {
    for (auto const& c : all)
      if (c.name == name) return &c;
    return nullptr;
  };

  if (!case_name.empty()) {  // replay one case
    combination const* c = find_case(case_name);
    if (!c || !have_seed) {
      std::cerr << "differential: no combination named " << case_name << " (see --list), or no --seed\n";
      return 2;
    }
    if (!fork_one) difftest::context_sink = [](std::string const& context) { std::cout << "  drew: " << context << std::endl; };
    outcome o = fork_one ? run_forked(*c, seed, stack_mb, timeout) : run_here(*c, seed, stack_mb);
    std::cout << c->name << " seed " << seed << ": " << (o.what == outcome::pass ? "pass" : o.what == outcome::skip ? "not a case" : "FAIL")
              << "\n  " << o.context << "\n  " << o.message << "\n";
    return o.what == outcome::fail ? 1 : 0;
  }

  std::vector<known_failure> known = read_known(known_file);
  int status = 0;
  std::size_t pinned_pass = 0, pinned_run = 0;

  // The pinned known failures: each must still fail (else: shorten the list).
  for (auto& k : known) {
    if (k.pinned_case == "-") continue;  // timing-dependent: not pinned
    combination const* c = find_case(k.pinned_case);
    if (!c || !std::regex_match(k.pinned_case, k.pattern)) {
      std::cout << "KNOWN LIST ERROR line " << k.line << ": " << k.pinned_case
                << " is no combination, or does not match its pattern\n";
      status = 1;
      continue;
    }
    outcome o = run_forked(*c, k.pinned_seed, stack_mb, timeout);
    ++pinned_run;
    if (o.what == outcome::fail) {
      std::cout << "known failure still fails (line " << k.line << ",#" << k.note << "): " << k.pinned_case << " seed "
                << k.pinned_seed << ": " << o.message.substr(0, 160) << "\n";
    } else {
      std::cout << "KNOWN FAILURE NOW PASSES (line " << k.line << ",#" << k.note << "): " << k.pinned_case << " seed "
                << k.pinned_seed << ": remove the line from known_failures.txt once every combination of /"
                << k.pattern_text << "/ passes\n";
      ++pinned_pass;
      status = 1;
    }
  }

  // The random cases.
  std::vector<combination const*> pool;
  std::regex only_re(only.empty() ? ".*" : only);
  for (auto const& c : all)
    if (std::regex_search(c.name, only_re)) pool.push_back(&c);
  if (pool.empty()) {
    std::cerr << "differential: no combination matches --only " << only << "\n";
    return 2;
  }
  if (cases == 0 && seconds == 0) cases = 200;
  auto start = std::chrono::steady_clock::now();
  std::size_t run = 0, passed = 0, skipped = 0, known_failed = 0, new_failed = 0;
  std::map<std::string, std::size_t> new_by_combination, known_by_combination;
  for (std::uint64_t s = first_seed;; ++s) {
    if (cases != 0 && run >= cases) break;
    if (seconds != 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= seconds)
      break;
    combination const& c = *pool[splitmix(s) % pool.size()];
    outcome o = run_forked(c, s, stack_mb, timeout);
    ++run;
    if (o.what == outcome::pass) {
      ++passed;
      if (auto* k = known_for(known, c.name)) ++k->matched;
      continue;
    }
    if (o.what == outcome::skip) {
      ++skipped;
      continue;
    }
    if (auto* k = known_for(known, c.name)) {
      ++k->matched;
      ++k->failed;
      ++known_failed;
      if (show_known && known_by_combination[c.name]++ == 0)
        std::cout << "known (line " << k->line << ") " << c.name << " seed " << s << ": " << o.message.substr(0, 200) << "\n";
      continue;
    }
    ++new_failed;
    if (new_by_combination[c.name]++ < 3)
      std::cout << "FAIL " << c.name << " seed " << s << "\n  " << o.message.substr(0, 1500) << "\n  " << o.context
                << "\n  replay: differential --case " << c.name << " --seed " << s << "\n";
    status = 1;
  }
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "\nknown failures (pattern: failed / cases that matched it):\n";
  for (auto const& k : known)
    std::cout << "  line " << k.line << " " << k.pattern_text << ": " << k.failed << " / " << k.matched << "  #" << k.note
              << "\n";
  if (!new_by_combination.empty()) {
    std::cout << "new failures by combination:\n";
    for (auto const& [name, n] : new_by_combination) std::cout << "  " << n << "  " << name << "\n";
  }
  std::cout << "seeds " << first_seed << ".." << first_seed + run - 1 << ": " << run << " cases in " << took << " s over "
            << pool.size() << " combinations: " << passed << " passed, " << skipped << " not a case, " << known_failed
            << " known failures, " << new_failed << " NEW failures; " << pinned_run - pinned_pass << " of "
            << pinned_run << " pinned known failures still fail\n";
  return status;
}
