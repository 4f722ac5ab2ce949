// A file that does not compile, mended one fenced region at a time
// (grader/building/region_repair.hpp): the text work, exact.
#include "grader/building/region_repair.hpp"

#include <gtest/gtest.h>

namespace {

const char* const kTemplate =
    "int a() {\n"                               // 1
    "  // YOUR CODE STARTS HERE (~2 lines)\n"   // 2
    "  throw NotImplemented(\"Task 1: a\");\n"  // 3
    "  // YOUR CODE ENDS HERE\n"                // 4
    "}\n"                                       // 5
    "int b() {\n"                               // 6
    "  // YOUR CODE STARTS HERE\n"              // 7
    "  throw NotImplemented(\"Task 2: b\");\n"  // 8
    "  // YOUR CODE ENDS HERE\n"                // 9
    "}\n";                                      // 10

const char* const kStudent =
    "int a() {\n"                              // 1
    "  // YOUR CODE STARTS HERE (~2 lines)\n"  // 2
    "  int x = 1\n"                            // 3
    "  int y = 2;\n"                           // 4
    "  return x + y;\n"                        // 5
    "  // YOUR CODE ENDS HERE\n"               // 6
    "}\n"                                      // 7
    "int b() {\n"                              // 8
    "  // YOUR CODE STARTS HERE\n"             // 9
    "  return 2;\n"                            // 10
    "  // YOUR CODE ENDS HERE\n"               // 11
    "}\n";                                     // 12

TEST(Fences, EveryBlockEvenAnEmptyOneInOrder) {
  const auto found = grader::fences(kStudent);
  ASSERT_EQ(found.size(), 2U);
  EXPECT_EQ(found[0].start_line, 2U);
  EXPECT_EQ(found[0].end_line, 6U);
  EXPECT_EQ(found[1].start_line, 9U);
  EXPECT_EQ(found[1].end_line, 11U);
  const auto empty = grader::fences("// YOUR CODE STARTS HERE\n// YOUR CODE ENDS HERE\n// YOUR CODE ENDS HERE\n");
  ASSERT_EQ(empty.size(), 1U);
  EXPECT_EQ(empty[0].start_line, 1U);
  EXPECT_EQ(empty[0].end_line, 2U);
}

TEST(RegionRepair, TheTemplatesStubInTheReplacedRegionEveryOtherLineKeepsItsNumber) {
  EXPECT_EQ(grader::with_template_regions(kStudent, kTemplate, {0}, "/s/my \"file\".cpp"),
            "#line 1 \"/s/my \\\"file\\\".cpp\"\n"
            "int a() {\n"
            "  // YOUR CODE STARTS HERE (~2 lines)\n"
            "  throw NotImplemented(\"Task 1: a\");\n"
            "#line 6\n"
            "  // YOUR CODE ENDS HERE\n"
            "}\n"
            "int b() {\n"
            "  // YOUR CODE STARTS HERE\n"
            "  return 2;\n"
            "  // YOUR CODE ENDS HERE\n"
            "}\n");
  EXPECT_EQ(grader::with_template_regions(kStudent, kTemplate, {}, "f.cpp"),
            std::string("#line 1 \"f.cpp\"\n") + kStudent);
  // Both regions, the last one too, and a template body longer than the
  // student's region (3 lines against 1): the lines after each keep their numbers.
  std::string longer_stub = kTemplate;
  longer_stub.insert(longer_stub.find("  throw NotImplemented(\"Task 2"), "  (void)0;\n  (void)1;\n");
  EXPECT_EQ(grader::with_template_regions(kStudent, longer_stub, {0, 1}, "f.cpp"),
            "#line 1 \"f.cpp\"\n"
            "int a() {\n"
            "  // YOUR CODE STARTS HERE (~2 lines)\n"
            "  throw NotImplemented(\"Task 1: a\");\n"
            "#line 6\n"
            "  // YOUR CODE ENDS HERE\n"
            "}\n"
            "int b() {\n"
            "  // YOUR CODE STARTS HERE\n"
            "  (void)0;\n"
            "  (void)1;\n"
            "  throw NotImplemented(\"Task 2: b\");\n"
            "#line 11\n"
            "  // YOUR CODE ENDS HERE\n"
            "}\n");
}

TEST(RegionRepair, TheErrorLinesOfOneFileOnly) {
  const std::string log =
      "/s/f.cpp: In function 'int a()':\n"
      "/s/f.cpp:4:3: error: expected ',' or ';' before 'int'\n"
      "/s/g.cpp:9:1: error: not this file\n"
      "/s/f.cpp:5:14: error: 'y' was not declared in this scope\n"
      "/s/f.cpp:10:5:   required from here\n"
      "/s/f.cpp:11:2: note: a note is no error\n"
      "/s/f.cpp:x: error: no line\n"
      "/usr/bin/ld: /w/objects/f.cpp.o: in function `a()':\n"
      "/s/f.cpp:6: undefined reference to `c()'\n"
      "/s/g.cpp:2: multiple definition of `d()'; /w/objects/f.cpp.o:/s/f.cpp:7: first defined here\n"
      "/s/f.cpp:8: multiple definition of `e()'; /w/objects/g.cpp.o:/s/g.cpp:3: first defined here\n"
      "/usr/bin/ld: /s/f.cpp:9: undefined reference to `c()'\n"
      "    9 | /s/f.cpp:11: error: a quoted line of code is no error\n";
  EXPECT_EQ(grader::compiler_error_lines(log, "/s/f.cpp"), (std::vector<std::size_t>{4, 5, 10, 6, 8, 9}));
}

TEST(RegionRepair, TheRegionsHoldingAnErrorElseTheLastOneBeforeTheFirstError) {
  const auto found = grader::fences(kStudent);
  EXPECT_EQ(grader::regions_to_blame(found, {4, 5}, {}, true), (std::set<std::size_t>{0}));
  EXPECT_EQ(grader::regions_to_blame(found, {10, 3}, {}, true), (std::set<std::size_t>{0, 1}));
  EXPECT_EQ(grader::regions_to_blame(found, {10, 3}, {1}, true), (std::set<std::size_t>{0}));
  // An error on a line of the course's (a brace left open above): the region before it.
  EXPECT_EQ(grader::regions_to_blame(found, {12, 8}, {}, true), (std::set<std::size_t>{0}));
  EXPECT_EQ(grader::regions_to_blame(found, {12}, {}, true), (std::set<std::size_t>{1}));
  // A region whose brackets do not pair up, before the first error, alone:
  // the region where the compiler noticed keeps its code.
  EXPECT_EQ(grader::regions_to_blame(found, {10}, {}, true, {0}), (std::set<std::size_t>{0}));
  EXPECT_EQ(grader::regions_to_blame(found, {10}, {0}, true, {0}), (std::set<std::size_t>{1}));
  EXPECT_EQ(grader::regions_to_blame(found, {4}, {}, true, {1}), (std::set<std::size_t>{0}));
  // An empty region is never the one above.
  const auto with_empty = grader::fences(
      "// YOUR CODE STARTS HERE\nint x;\n// YOUR CODE ENDS HERE\n// YOUR CODE STARTS HERE\n// YOUR CODE ENDS HERE\n"
      "int y\n");
  EXPECT_EQ(grader::regions_to_blame(with_empty, {6}, {}, true), (std::set<std::size_t>{0}));
  // Not for a link error: the line named is the cause.
  EXPECT_EQ(grader::regions_to_blame(found, {12}, {}, false), (std::set<std::size_t>{}));
  // That region already has its stub, or there is none before: nothing more to blame.
  EXPECT_EQ(grader::regions_to_blame(found, {12}, {1}, true), (std::set<std::size_t>{}));
  EXPECT_EQ(grader::regions_to_blame(found, {1}, {}, true), (std::set<std::size_t>{}));
  EXPECT_EQ(grader::regions_to_blame(found, {}, {}, true), (std::set<std::size_t>{}));
}

TEST(RegionRepair, BracketsThatDoNotPairUp) {
  EXPECT_EQ(grader::bracket_balance("for (i) {\n  x[i] = f(y);\n"), "1 '{' more than '}'");
  EXPECT_EQ(grader::bracket_balance("a(b));\n}\n"), "1 ')' more than '('; 1 '}' more than '{'");
  // Comments and literals do not count.
  EXPECT_EQ(grader::bracket_balance("f(\"{(\", '}'); // {{\n/* ) */ g();\n"), "");
}

TEST(RegionRepair, WhatAStubThrows) {
  EXPECT_EQ(grader::not_implemented_messages(grader::fenced_body(kTemplate, grader::fences(kTemplate)[1])),
            (std::vector<std::string>{"Task 2: b"}));
  EXPECT_EQ(grader::not_implemented_messages("throw NotImplemented( \"Task 4: \\\"x\\\"\" );\nNotImplemented(name);"),
            (std::vector<std::string>{"Task 4: \"x\""}));
}

}  // namespace

// A helper defined twice outside the fences (issue 49): no stub can stand
// in for the student's own lines there. The error is found with both
// definitions' lines, and said once, exactly: where, why the file's tasks
// are lost, what to do. An error inside a region is no such error.
TEST(RegionRepair, AnErrorOutsideEveryRegionSaysWhereAndWhyTheFilesTasksAreLost) {
  const std::string student = std::string(kStudent) +
                              "int helper() { return 1; }\n"   // 13
                              "int helper() { return 2; }\n";  // 14
  const std::string log =
      "/s/a.cpp:14:5: error: redefinition of 'int ns::helper()'\n"
      "   14 | int helper() { return 2; }\n"
      "      |     ^~~~~~\n"
      "/s/a.cpp:13:5: note: 'int ns::helper()' previously defined here\n";
  const auto found = grader::error_outside_regions("a.cpp", student, log, "/s/a.cpp");
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->line, 14U);
  EXPECT_EQ(found->error, "redefinition of 'int ns::helper()'");
  EXPECT_EQ(found->defined_twice, "helper");
  EXPECT_EQ(found->first_defined, 13U);
  EXPECT_EQ(grader::describe_error_outside_regions(*found, "Tasks 1 and 2"),
            "a.cpp has an error outside every YOUR CODE region: line 14 defines helper a second time (line 13 "
            "defines it first). The grader can put the template's code in place of a YOUR CODE region that does not "
            "compile, never in place of your lines outside those regions, so none of a.cpp could be compiled and "
            "Tasks 1 and 2 score 0. Fix it there, then grade again.");
  // Any other error outside the regions: its line and the compiler's words.
  const auto undeclared = grader::error_outside_regions(
      "a.cpp", student, "/s/a.cpp:13:16: error: 'y' was not declared in this scope\n", "/s/a.cpp");
  ASSERT_TRUE(undeclared.has_value());
  EXPECT_EQ(grader::describe_error_outside_regions(*undeclared, "Task 1"),
            "a.cpp has an error outside every YOUR CODE region: line 13: 'y' was not declared in this scope. The "
            "grader can put the template's code in place of a YOUR CODE region that does not compile, never in place "
            "of your lines outside those regions, so none of a.cpp could be compiled and Task 1 scores 0. Fix it "
            "there, then grade again.");
  // The linker's "multiple definition of" a helper in two files, outside the regions: no program at all.
  const auto linked = grader::error_outside_regions(
      "b.cpp", student,
      "/usr/bin/ld: /w/objects/b.cpp.o: in function `ns::helper()':\n"
      "/usr/bin/ld: /w/objects/b.cpp.o:/s/b.cpp:14: multiple definition of `ns::helper()'; "
      "/w/objects/a.cpp.o:/s/a.cpp:13: first defined here\n"
      "collect2: error: ld returned 1 exit status\n",
      "/s/b.cpp");
  ASSERT_TRUE(linked.has_value());
  EXPECT_TRUE(linked->at_link);
  EXPECT_EQ(grader::describe_error_outside_regions(*linked, "Tasks 1 and 2"),
            "b.cpp has an error outside every YOUR CODE region: line 14 defines helper a second time (a.cpp line 13 "
            "defines it first). The grader can put the template's code in place of a YOUR CODE region that does not "
            "compile, never in place of your lines outside those regions, so your files could not be linked into one "
            "program and Tasks 1 and 2 score 0. Fix it there, then grade again.");
  // One error in a region (line 3), or a file without regions: not said.
  EXPECT_FALSE(grader::error_outside_regions("a.cpp", student, log + "/s/a.cpp:3:3: error: expected ';'\n", "/s/a.cpp")
                   .has_value());
  EXPECT_FALSE(grader::error_outside_regions("a.cpp", "int helper() { return 1; }\n", log, "/s/a.cpp").has_value());
  EXPECT_FALSE(grader::error_outside_regions("a.cpp", student, "/s/b.cpp:14:5: error: x\n", "/s/a.cpp").has_value());
}
