/* unittest.h — what the files of the unittest module share:
 *
 *   unittest_case.c    TestCase: running one test (setUp, the method, tearDown, cleanups),
 *                      subTest, skipTest, the skip decorators' marks, SkipTest
 *   unittest_assert.c  TestCase's assert* methods with CPython's failure messages
 *   unittest_logs.c    assertLogs and assertNoLogs
 *   unittest_mock.c    unittest.mock: Mock, MagicMock, call, ANY, sentinel
 *   unittest_patch.c   unittest.mock.patch, patch.object, patch.dict
 *   unittest_diff.c    the ndiff of two values a failed comparison shows
 *   unittest_result.c  TestResult, TextTestResult and TextTestRunner (the report on stderr)
 *   unittest_main.c    TestSuite (class fixtures), TestLoader, main(), skip/skipIf/skipUnless/
 *                      expectedFailure, and the module
 *
 * Every class is a user class (class.h) whose methods are native methods, so course code
 * subclasses TestCase and TestResult and overrides what it likes; the C code calls the
 * overridable methods through getattr. An error a result receives is CPython's exc_info in
 * shape, (class, exception, traceback), whose third item is the traceback already formatted
 * as text (CPython's result keeps only that text too). */
#ifndef WEFT_PY_UNITTEST_H
#define WEFT_PY_UNITTEST_H

#include "../obj/native.h"
#include "../obj/value.h"

typedef struct UtMethod {
  const char *name;
  NativeFn fn;
  int kind; /* UT_PLAIN, UT_CLASSMETHOD */
} UtMethod;
enum { UT_PLAIN, UT_CLASSMETHOD };

/* A new class named name deriving from base (RT_UNDEF: object) with the methods of the table
 * (ended by a NULL name); qualified names are "Name.method". */
Value ut_class_new(const char *name, Value base, const UtMethod *methods);
/* obj.name(*argv) (new reference) */
Value ut_call(Value obj, const char *name, int argc, const Value *argv);
/* obj.name = v, stealing v */
void ut_set(Value obj, const char *name, Value v);
/* obj.name if it has one (new reference), else dflt (borrowed, increfed) */
Value ut_get(Value obj, const char *name, Value dflt);
/* bool(obj.name) */
bool ut_flag(Value obj, const char *name);
/* What a message calls v: its __name__, else str(v) (new reference) */
Value ut_name_of(Value v);
/* "__main__.T" (a str) for the class of a test */
Value ut_strclass(Value cls);
/* Write text to a stream (anything with .write): the runner's and the result's output. */
void ut_write(Value stream, const char *text);

/* unittest_case.c */
/* the current VM's TestCase and SkipTest classes (borrowed; the module owns them) */
Value ut_testcase_class(void);
Value ut_skiptest_class(void);
void ut_case_init(Value module);
/* The traceback text of the current exception without its first `skip` frames (those above
 * the test), ending with its last line and a newline. */
Value ut_format_current(int skip);
/* The number of frames of Python code running now (what a test's traceback leaves out). */
int ut_depth(void);
/* The error tuple (class, exception, text) of the current exception; clears it. */
Value ut_take_error(int skip);

/* unittest_assert.c: the assert* methods and fail */
void ut_assert_init(Value module, Value testcase);
/* raise AssertionError for standard (a str) and the user's msg (None for none), as
 * _formatMessage joins them under longMessage */
_Noreturn void ut_fail(Value self, Value msg, Value standard);

/* unittest_logs.c: assertLogs and assertNoLogs */
void ut_logs_init(Value module, Value testcase);

/* unittest_mock.c: unittest.mock's Mock, MagicMock, call, ANY, sentinel and DEFAULT; the
 * current VM's Mock and MagicMock classes and DEFAULT (borrowed; the module owns them) */
Value ut_mock_class(void);
Value ut_magic_mock_class(void);
Value ut_mock_default(void);
/* unittest_patch.c: patch, patch.object, patch.dict */
void ut_patch_init(Value module);

/* unittest_diff.c: difflib.ndiff(a, b) of two lists of str lines, a list of str */
Value ut_ndiff(Value a, Value b);

/* unittest_result.c */
/* the current VM's TestResult and TextTestRunner classes (borrowed; the module owns them) */
Value ut_result_class(void);
Value ut_runner_class(void);
void ut_result_init(Value module);

/* unittest_main.c */
/* the current VM's TestSuite class (borrowed; the module owns it) */
Value ut_suite_class(void);

#endif
