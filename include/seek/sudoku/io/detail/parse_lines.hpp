// seek/sudoku/io/detail/parse_lines.hpp: splits a stream into lines in bounded
// memory, for the puzzle reader.
//
// Reads the stream buffer in chunks (no per-character virtual calls when the
// buffer has data), strips CRLF and a leading UTF-8 byte-order mark, and keeps
// at most max_line characters of any line: the rest of a longer line is
// skipped (and counted) without being stored, so a 10 MB line of garbage costs
// one scan, not 10 MB.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <istream>
#include <string>
#include <vector>

namespace seek::sudoku::detail {

inline constexpr std::size_t max_line = std::size_t{1} << 20;  // characters kept per line

struct line_info {
  std::size_t number = 0;   // 1-based
  std::size_t length = 0;   // true length, even when truncated
  bool truncated = false;   // longer than max_line: text holds only the start
};

class line_source {
 public:
  explicit line_source(std::istream& in) : in_(&in), sb_(in.rdbuf()), chunk_(std::size_t{1} << 16) {}

  /// The next line into `text` (without its line ending); false at end of input.
  bool next(std::string& text, line_info& info) {
    text.clear();
    info.length = 0;
    info.truncated = false;
    bool any = false;
    char last = '\0';  // the line's last character, to recognise a CRLF ending
    for (;;) {
      if (pos_ == end_ && !refill()) {
        if (!any) return false;
        break;
      }
      any = true;
      char const* s = chunk_.data() + pos_;
      std::size_t n = end_ - pos_;
      auto const* nl = static_cast<char const*>(std::memchr(s, '\n', n));
      std::size_t take = nl ? static_cast<std::size_t>(nl - s) : n;
      info.length += take;
      if (take != 0) last = s[take - 1];
      if (!info.truncated) {
        // One character more than max_line is kept: it may be the '\r' of
        // a CRLF ending, which does not count against the limit.
        std::size_t room = max_line + 1 - text.size();
        if (take > room) {
          text.append(s, room);
          info.truncated = true;
        } else {
          text.append(s, take);
        }
      }
      pos_ += take;
      if (nl) {
        ++pos_;
        break;
      }
    }
    info.number = ++number_;
    if (last == '\r') {
      --info.length;
      if (!info.truncated) text.pop_back();
    }
    if (text.size() > max_line) {
      text.resize(max_line);
      info.truncated = true;
    }
    if (number_ == 1 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) {  // byte-order mark
      text.erase(0, 3);
      info.length -= 3;
    }
    return true;
  }

 private:
  // Takes what the stream buffer holds, or blocks for one character when it
  // holds nothing (so a pipe is read as data arrives, not in 64 KiB waits).
  bool refill() {
    if (eof_ || sb_ == nullptr) return false;
    std::streamsize const cap = static_cast<std::streamsize>(chunk_.size());
    std::streamsize got = 0;
    std::streamsize avail = sb_->in_avail();
    if (avail > 0) {
      got = sb_->sgetn(chunk_.data(), std::min(avail, cap));
    } else if (avail == 0) {
      auto c = sb_->sbumpc();
      if (c != std::char_traits<char>::eof()) {
        chunk_[0] = std::char_traits<char>::to_char_type(c);
        got = 1;
        avail = sb_->in_avail();
        if (avail > 0) got += sb_->sgetn(chunk_.data() + 1, std::min(avail, cap - 1));
      }
    }
    if (got <= 0) {
      eof_ = true;
      in_->setstate(std::ios::eofbit);
      return false;
    }
    pos_ = 0;
    end_ = static_cast<std::size_t>(got);
    return true;
  }

  std::istream* in_;
  std::streambuf* sb_;
  std::vector<char> chunk_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
  std::size_t number_ = 0;
  bool eof_ = false;
};

}  // namespace seek::sudoku::detail
