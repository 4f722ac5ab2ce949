#pragma once
// One table of named entries, the kind every extension point of the grader
// keeps (property checks, rubric extras, report formats): the built-in
// entries first, entries registered later after them in that order, a name
// given twice or an entry without its name or function refused. A deque, so
// that an entry registered later never moves the others (find hands out
// pointers).
#include <deque>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace grader {

// Key: the member naming an entry (&PropertyCheck::name).
template <class Entry, std::string Entry::*Key>
class Registry {
 public:
  // what: the entry's kind as the registering function reports it
  // ("register_extra_kind: an extra kind").
  Registry(std::string what, std::initializer_list<Entry> entries) : what_(std::move(what)), entries_(entries) {}

  [[nodiscard]] const Entry* find(const std::string& name) const {
    for (const Entry& entry : entries_) {
      if (entry.*Key == name) return &entry;
    }
    return nullptr;
  }

  // The names in the table's order: built-in ones first, as written.
  [[nodiscard]] std::vector<std::string> names() const {
    std::vector<std::string> result;
    for (const Entry& entry : entries_) result.push_back(entry.*Key);
    return result;
  }

  // complete: whether the entry has the function it is registered for.
  void add(Entry entry, bool complete) {
    if ((entry.*Key).empty() || !complete) throw std::invalid_argument(what_ + " needs a name and a function");
    if (find(entry.*Key) != nullptr) {
      throw std::invalid_argument(what_ + " named \"" + entry.*Key + "\" is already registered");
    }
    entries_.push_back(std::move(entry));
  }

  [[nodiscard]] typename std::deque<Entry>::const_iterator begin() const { return entries_.begin(); }
  [[nodiscard]] typename std::deque<Entry>::const_iterator end() const { return entries_.end(); }

 private:
  std::string what_;
  std::deque<Entry> entries_;
};

}  // namespace grader
