#include "grader/hints/hint_merging.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>

namespace grader {
namespace {

using Status = CheckResult::Status;

// One hint's words and numbers: its numbers outside brackets, its
// bracketed groups ("[4, 6]", a shape or an index) and the words between,
// in which each is a mark. Two hints are one finding said on different
// cases when their words are the same.
constexpr char kNumberMark = '\x01';
constexpr char kBracketMark = '\x02';

struct HintWords {
  std::string words;                  // the hint with each number kNumberMark and each bracket group kBracketMark
  std::vector<std::string> numbers;   // in order
  std::vector<std::string> brackets;  // in order
};

HintWords words_of(const std::string& hint) {
  HintWords out;
  const auto is_word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; };
  for (std::size_t i = 0; i < hint.size();) {
    // A mark's byte in the hint itself (a student's exception message) is no mark.
    const char c = hint[i] == kNumberMark || hint[i] == kBracketMark ? ' ' : hint[i];
    if (c == '[') {
      const std::size_t end = hint.find(']', i);
      if (end != std::string::npos) {
        out.brackets.push_back(hint.substr(i, end + 1 - i));
        out.words += kBracketMark;
        i = end + 1;
        continue;
      }
    }
    const bool starts_number =
        std::isdigit(static_cast<unsigned char>(c)) != 0 ||
        (c == '-' && i + 1 < hint.size() && std::isdigit(static_cast<unsigned char>(hint[i + 1])) != 0);
    // Not a number: part of a name ("h1", "file.cpp:98") or a call's argument ("shape(0)").
    const bool after_word = i > 0 && (is_word_char(hint[i - 1]) || hint[i - 1] == '.' || hint[i - 1] == ':' ||
                                      (hint[i - 1] == '(' && i > 1 && is_word_char(hint[i - 2])));
    if (starts_number && !after_word) {
      std::size_t end = i + 1;
      while (end < hint.size() && (std::isdigit(static_cast<unsigned char>(hint[end])) != 0 ||
                                   (hint[end] == '.' && end + 1 < hint.size() &&
                                    std::isdigit(static_cast<unsigned char>(hint[end + 1])) != 0))) {
        ++end;
      }
      if (end < hint.size() && (hint[end] == 'e' || hint[end] == 'E') && end + 1 < hint.size() &&
          (std::isdigit(static_cast<unsigned char>(hint[end + 1])) != 0 || hint[end + 1] == '-')) {
        end += 2;
        while (end < hint.size() && std::isdigit(static_cast<unsigned char>(hint[end])) != 0) ++end;
      }
      if (end == hint.size() || !is_word_char(hint[end])) {
        out.numbers.push_back(hint.substr(i, end - i));
        out.words += kNumberMark;
        i = end;
        continue;
      }
    }
    out.words += c;
    ++i;
  }
  return out;
}

// Whether `said` (hints of the same `words`) can be said as one sentence
// with a range: exactly one number differs between them, and it stands
// alone (not in a list "0, 1, 2", an index group "(1, 3)" or a formula
// "(p % 2) * 2", where a range would pair values that no case pairs).
// Their shapes and indices ("[4, 6]") must agree too.
bool one_number_differs_alone(const std::string& words, const std::vector<HintWords>& said) {
  for (std::size_t b = 0; b < said.front().brackets.size(); ++b) {
    for (const auto& one : said) {
      if (one.brackets.at(b) != said.front().brackets[b]) return false;
    }
  }
  std::size_t differing = 0;
  std::size_t number = 0;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (words[i] != kNumberMark) continue;
    const bool differs = std::any_of(said.begin(), said.end(), [&](const HintWords& one) {
      return one.numbers.at(number) != said.front().numbers.at(number);
    });
    ++number;
    if (!differs) continue;
    ++differing;
    std::size_t before = i;
    while (before > 0 && words[before - 1] == ' ') --before;
    std::size_t after = i + 1;
    while (after < words.size() && words[after] == ' ') ++after;
    const std::string beside = "%*/+-=^,()";
    if ((before > 0 && beside.find(words[before - 1]) != std::string::npos) ||
        (after < words.size() && beside.find(words[after]) != std::string::npos)) {
      return false;
    }
  }
  return differing == 1;
}

// The value of a number a hint holds; 0 when it cannot be read (the
// comparison only orders a range's ends).
double value_of(const std::string& number) {
  char* end = nullptr;
  const double value = std::strtod(number.c_str(), &end);
  return std::isfinite(value) ? value : 0;
}

}  // namespace

// "hidden cases 55 and 57", "case chapter": failed checks' cases, from
// their labels ("op, case NAME", "op, hidden case N"), each once.
std::string cases_named(const std::vector<std::string>& labels) {
  std::vector<std::string> names;
  std::string kind = "case";
  for (const auto& label : labels) {
    const auto comma = label.rfind(", ");
    std::string name = comma == std::string::npos ? label : label.substr(comma + 2);
    for (const std::string prefix : {"hidden case ", "case "}) {
      if (name.rfind(prefix, 0) == 0) {
        kind = prefix.substr(0, prefix.size() - 1);
        name = name.substr(prefix.size());
        break;
      }
    }
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  std::string text = kind + (names.size() > 1 ? "s" : "") + " ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  }
  return text;
}

// Hints of a task's failed checks (of its cases and its property checks)
// that say one finding with each case's own numbers become one sentence
// (issue 33 item 3): where a single number differs, standing alone, it is
// given as its range over those cases ("at the 20 to 360 masked
// entries"); otherwise (shapes, lists, formulas, several numbers) the
// sentence is one case's and says so, naming the others. Every case giving
// it then gives that sentence (scope_to_cases() names them when they are
// not all the task's failed cases). `probes`: how many of `checks` are the
// task's judged probes (the skipped checks follow them). Hints of one case name only (two ops'
// case "a") are left as they are: the sentence could not say which is which.
void merge_alike_hints(std::size_t probes, std::vector<CheckResult>& checks) {
  std::map<std::string, std::vector<std::size_t>> alike;  // words -> the checks giving them
  for (std::size_t p = 0; p < probes && p < checks.size(); ++p) {
    const CheckResult& check = checks[p];
    if (check.status != Status::failed || check.hint.empty() || check.hint_names_a_known_mistake) continue;
    alike[words_of(check.hint).words].push_back(p);
  }
  for (const auto& entry : alike) {
    const std::string& words = entry.first;
    const std::vector<std::size_t>& members = entry.second;
    if (std::all_of(members.begin(), members.end(),
                    [&](std::size_t p) { return checks[p].hint == checks[members.front()].hint; })) {
      continue;
    }
    std::vector<HintWords> said;
    for (const std::size_t p : members) said.push_back(words_of(checks[p].hint));
    const std::string first = cases_named({checks[members.front()].label});
    std::vector<std::string> others;
    for (std::size_t i = 1; i < members.size(); ++i) {
      if (cases_named({checks[members[i]].label}) != first) others.push_back(checks[members[i]].label);
    }
    if (others.empty()) continue;
    std::string text;
    if (one_number_differs_alone(words, said)) {
      std::size_t number = 0;
      std::size_t bracket = 0;
      for (const char c : words) {
        if (c == kNumberMark) {
          std::string low = said.front().numbers.at(number);
          std::string high = low;
          for (const auto& one : said) {
            const std::string& value = one.numbers.at(number);
            if (value_of(value) < value_of(low)) low = value;
            if (value_of(value) > value_of(high)) high = value;
          }
          text += low == high ? low : low + " to " + high;
          ++number;
        } else if (c == kBracketMark) {
          text += said.front().brackets.at(bracket++);
        } else {
          text += c;
        }
      }
    } else {
      text = checks[members.front()].hint + " (as on " + first + "; alike on " + cases_named(others) +
             ", with their own numbers)";
    }
    for (const std::size_t p : members) checks[p].hint = text;
  }
}

// A hint that not every failed check of its task gives (of every op the
// task checks, and property checks with a finding of their own: one finding
// is said once), word for word, is said of the cases that give it ("on case b2_s4_in5_h6: ...", "on hidden
// cases 55 and 57: ..."): unscoped it reads as true of every case, and the
// case the report shows may contradict it ("right for 1 of 2 positions"
// on one case, 0 of 2 on another; a count of NaN that is another case's).
// Only those cases are named, never a count of the others: a case where
// another finding was chosen may share this one too. A hint that names a
// precomputed mistake is left as it is (another case ruling it out already
// took it back). `property`: whether each judged probe is a property check.
void scope_to_cases(const std::vector<bool>& property, std::vector<CheckResult>& checks) {
  std::map<std::string, std::vector<std::size_t>> failed_of_op;
  for (std::size_t p = 0; p < property.size() && p < checks.size(); ++p) {
    // A property check counts when it has a finding of its own: it is no case.
    if (checks[p].status == Status::failed && (!property[p] || !checks[p].hint.empty())) {
      failed_of_op[""].push_back(p);
    }
  }
  for (const auto& [op, failed] : failed_of_op) {
    std::map<std::string, std::vector<std::string>> cases_of_text;  // hint -> labels of the cases giving it
    for (const std::size_t p : failed) cases_of_text[checks[p].hint].push_back(checks[p].label);
    std::map<std::string, std::string> scoped;  // hint -> its scoped text
    for (const auto& [hint, labels] : cases_of_text) {
      if (!hint.empty() && labels.size() < failed.size()) scoped[hint] = "on " + cases_named(labels) + ": " + hint;
    }
    for (const std::size_t p : failed) {
      CheckResult& check = checks[p];
      const auto found = scoped.find(check.hint);
      if (found != scoped.end() && !check.hint_names_a_known_mistake) check.hint = found->second;
    }
  }
}

// The error model's explanation of the task's failures (error_model.hpp): a
// rewrite of the course's solution that answers every reference case of the
// task as the student's code did, failing where it failed with its outputs
// and passing where it passed. Its sentence becomes the hint of every failed
// reference check, unless a check of the task names a mistake the course
// stored with its own words.
// `evidence` is what the task's reference cases did, `failed` the checks of
// the failed ones.
void hint_from_error_model(const ErrorModel& model, const std::vector<CaseEvidence>& evidence,
                           const std::vector<std::size_t>& failed, const CodeScan& code,
                           std::vector<CheckResult>& checks) {
  // A mistake the course stored with its own words (the manifest's hints) says it better.
  for (const auto& check : checks) {
    if (check.hint_names_a_known_mistake) return;
  }
  std::map<std::string, std::string> bodies;
  for (const CodeFunction& function : code.functions) bodies[function.name] += function.body + "\n";
  const std::vector<Explanation> kept = explanations_as_written(explanations_of(model, evidence), bodies);
  std::vector<const Explanation*> found;
  for (const Explanation& explanation : kept) found.push_back(&explanation);
  const std::string hint = explanation_hint(found);
  if (hint.empty()) return;
  for (const std::size_t p : failed) {
    checks[p].hint = hint;
    checks[p].hint_names_a_known_mistake = true;
  }
}

}  // namespace grader
