#include "input.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <streambuf>
#include <system_error>
#include <algorithm>
#include <utility>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "signals.hpp"

namespace seek_sudoku {

namespace {
constexpr std::size_t file_buffer_bytes = 1 << 20;
std::string const stdin_name = "<stdin>";

// A file's bytes handed on a few hundred at a time. The reader takes what its
// stream buffer holds into a chunk of its own (up to 64 KiB), so the file's
// position (tellg) runs ahead of the records read: a 1,000-puzzle file was
// shown 80% done after its first 256 puzzles. Through these small windows it
// runs ahead by less than one window, and the count is arithmetic, not a
// system call, so it is updated on every record.
class metered_buf : public std::streambuf {
 public:
  explicit metered_buf(std::streambuf& from) : from_(from) {}
  /// Bytes handed on to the reader.
  [[nodiscard]] std::uint64_t consumed() const noexcept {
    return delivered_ - static_cast<std::uint64_t>(egptr() - gptr());
  }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    std::streamsize const n = from_.sgetn(window_, sizeof window_);
    if (n <= 0) return traits_type::eof();
    delivered_ += static_cast<std::uint64_t>(n);
    setg(window_, window_, window_ + n);
    return traits_type::to_int_type(*gptr());
  }

 private:
  std::streambuf& from_;
  char window_[256];
  std::uint64_t delivered_ = 0;
};

// Standard input, and a FILE argument that is not a regular file (a named
// fifo, a terminal), read with poll() on it and on the signal thread's pipe
// (signals.hpp): a wait for data that has not come yet (a writer still
// thinking, or none yet) ends at the first Ctrl-C, as the end of the input,
// instead of holding the run until a second signal.
class polled_buf : public std::streambuf {
 public:
  /// Reads `fd`; closes it at the end if `owned`.
  polled_buf(int fd, bool owned) noexcept : fd_(fd), owned_(owned) {}
  polled_buf(polled_buf const&) = delete;
  polled_buf& operator=(polled_buf const&) = delete;
  ~polled_buf() override {
    if (owned_) ::close(fd_);
  }
  /// A read failed (not the end of the input, not a signal).
  [[nodiscard]] bool failed() const noexcept { return failed_; }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    for (;;) {
      if (interrupted()) return traits_type::eof();
      int const wake = interruption_fd();
      pollfd fds[2] = {{fd_, POLLIN, 0}, {wake, POLLIN, 0}};
      if (::poll(fds, wake >= 0 ? 2 : 1, -1) < 0) {
        if (errno == EINTR) continue;
        failed_ = true;
        return traits_type::eof();
      }
      if (wake >= 0 && fds[1].revents != 0) return traits_type::eof();  // the signal
      ssize_t const got = ::read(fd_, buffer_, sizeof buffer_);
      if (got < 0) {
        if (errno == EINTR || errno == EAGAIN) continue;
        failed_ = true;
        return traits_type::eof();
      }
      if (got == 0) return traits_type::eof();
      setg(buffer_, buffer_, buffer_ + got);
      return traits_type::to_int_type(*gptr());
    }
  }

 private:
  int fd_;
  bool owned_;
  char buffer_[1 << 16];
  bool failed_ = false;
};

}  // namespace

struct polled_stream {
  explicit polled_stream(int fd = STDIN_FILENO, bool owned = false) : buf(fd, owned) {}
  polled_buf buf;
  std::istream stream{&buf};
};

struct open_file {
  std::filebuf file;
  metered_buf meter{file};
  std::istream stream{&meter};
};

puzzle_source::puzzle_source(std::vector<std::string> files, seek::sudoku::parse_options parsing)
    : parsing_(std::move(parsing)) {
  if (files.empty()) files.emplace_back("-");
  for (auto& f : files) {
    if (f == "-") {
      names_.push_back(stdin_name);
      is_stdin_.push_back(true);
      continue;
    }
    names_.push_back(std::move(f));
    is_stdin_.push_back(false);
  }
}

puzzle_source::~puzzle_source() = default;

bool puzzle_source::open_next(input_item& out) {
  reader_.reset();
  file_.reset();
  polled_.reset();
  stream_ = nullptr;
  fraction_.reset();
  if (next_input_ == names_.size() || interrupted()) return false;
  std::string const& name = names_[next_input_++];
  out.source = &name;
  if (is_stdin_[next_input_ - 1]) {
    polled_ = std::make_unique<polled_stream>();
    stream_ = &polled_->stream;
  } else {
    struct stat st {};
    if (::stat(name.c_str(), &st) != 0) {
      out.what = input_item::kind::unreadable;
      out.problem = "cannot open '" + name + "': " + std::strerror(errno);
      return true;
    }
    if (S_ISDIR(st.st_mode)) {
      out.what = input_item::kind::unreadable;
      out.problem = "cannot read '" + name + "': it is a directory";
      return true;
    }
    if (S_ISREG(st.st_mode)) {
      file_size_ = static_cast<std::uintmax_t>(st.st_size);
      file_ = std::make_unique<open_file>();
      if (!file_buffer_) file_buffer_ = std::make_unique<char[]>(file_buffer_bytes);
      file_->file.pubsetbuf(file_buffer_.get(), file_buffer_bytes);
      errno = 0;
      if (file_->file.open(name, std::ios::in | std::ios::binary) == nullptr) {
        int const e = errno;
        out.what = input_item::kind::unreadable;
        out.problem = "cannot open '" + name + "': " + std::strerror(e != 0 ? e : EACCES);
        file_.reset();
        return true;
      }
      stream_ = &file_->stream;
      if (file_size_ > 0) fraction_ = 0.0;
    } else {
      // A named fifo (or a terminal): a blocking open() would wait for a
      // writer where no signal can end the wait. Opened without waiting, it
      // is read as standard input is, polled beside the signal pipe.
      file_size_ = 0;
      int const fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd < 0) {
        out.what = input_item::kind::unreadable;
        out.problem = "cannot open '" + name + "': " + std::strerror(errno);
        return true;
      }
      polled_ = std::make_unique<polled_stream>(fd, true);
      stream_ = &polled_->stream;
    }
  }
  seek::sudoku::parse_options parsing = parsing_;
  parsing.on_note = [this, &name](seek::sudoku::parse_note const& n) {
    notes_.push_back(diagnostic(name, n.line, n.column, "note: " + n.message));
  };
  reader_.emplace(*stream_, std::move(parsing));
  out.what = input_item::kind::puzzle;  // nothing to report yet
  return true;
}

void puzzle_source::note_position() {
  if (!file_ || file_size_ == 0) return;
  fraction_ = std::min(1.0, static_cast<double>(file_->meter.consumed()) / static_cast<double>(file_size_));
}

std::string where(input_item const& item) {
  return *item.source + ":" + std::to_string(item.record.line);
}

std::string diagnostic(std::string const& source, std::size_t line, std::size_t column, std::string_view message) {
  std::string s = source + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
  s.append(message);
  return s;
}

std::string diagnostic(input_item const& item) {
  auto const& e = std::get<seek::sudoku::parse_error>(item.record.value);
  return diagnostic(*item.source, e.line, e.column, e.message);
}

bool puzzle_source::next(input_item& out) {
  out.notes.clear();
  // Notes gathered by the reader while it skipped lines leave with the item.
  auto with_notes = [&] {
    out.notes.swap(notes_);
    notes_.clear();
    return true;
  };
  for (;;) {
    if (!reader_) {
      if (!open_next(out)) {
        if (notes_.empty()) return false;
        out.what = input_item::kind::notes_only;
        out.source = &names_.back();
        out.progress.reset();
        return with_notes();
      }
      if (out.what == input_item::kind::unreadable) return with_notes();
    }
    out.source = &names_[next_input_ - 1];
    if (reader_->next(out.record)) {
      out.what = std::holds_alternative<seek::sudoku::grid>(out.record.value)
                     ? input_item::kind::puzzle
                     : input_item::kind::invalid;
      // A CSV header without the --column asked for: no line of the file
      // can be read, so the file is unreadable, not a header and N records
      // all invalid (the reader's message names the header's columns).
      if (auto const* e = std::get_if<seek::sudoku::parse_error>(&out.record.value);
          e != nullptr && e->csv_column_missing) {
        out.what = input_item::kind::unreadable;
        out.problem = "cannot read '" + names_[next_input_ - 1] + "': line " + std::to_string(e->line) + ": " +
                      e->message + " (see --column)";
        reader_.reset();
        return with_notes();
      }
      note_position();
      out.progress = fraction_;
      return with_notes();
    }
    // End of this input: a read error (not end of file) is worth a word.
    bool const broken = stream_->bad() || (polled_ && polled_->buf.failed());
    std::string const& name = names_[next_input_ - 1];
    reader_.reset();
    if (broken) {
      out.what = input_item::kind::unreadable;
      out.problem = "error reading '" + name + "'";
      return with_notes();
    }
  }
}

}  // namespace seek_sudoku
