/* py_modules.c — which modules Python's core library provides, registered with the import
 * machinery at start-up. */
#include "../obj/modules.h"
#include "collections_abc.h"
#include "py.h"

void py_register(void) {
  rt_typing_hooks_init();
  rt_register_builtins(rt_builtins_init);
  rt_register_module("math", rt_math_module_init);
  rt_register_module("cmath", rt_cmath_module_init);
  rt_register_module("time", rt_time_module_init);
  rt_register_module("timeit", rt_timeit_module_init);
  rt_register_module("random", rt_random_module_init);
  rt_register_module("dataclasses", rt_dataclasses_module_init);
  rt_register_module("sys", rt_sys_module_init);
  rt_register_module("os", rt_os_module_init);
  rt_register_module("os.path", rt_os_path_module_init);
  rt_register_module("tempfile", rt_tempfile_module_init);
  rt_register_module("string", rt_string_module_init);
  rt_register_module("argparse", rt_argparse_module_init);
  rt_register_module("glob", rt_glob_module_init);
  rt_register_module("stat", rt_stat_module_init);
  rt_register_module("pathlib", rt_pathlib_module_init);
  rt_register_module("copy", rt_copy_module_init);
  rt_register_module("types", rt_types_module_init);
  rt_register_module("numbers", rt_numbers_module_init);
  rt_register_module("operator", rt_operator_module_init);
  rt_register_module("collections", rt_collections_module_init);
  rt_register_module("itertools", rt_itertools_module_init);
  rt_register_module("functools", rt_functools_module_init);
  rt_register_module("statistics", rt_statistics_module_init);
  rt_register_module("ctypes", rt_ctypes_module_init);
  rt_register_module("ctypes.util", rt_ctypes_util_module_init);
  rt_register_module("typing", rt_typing_module_init);
  rt_register_module("__future__", rt_future_module_init);
  rt_register_module("warnings", rt_warnings_module_init);
  rt_register_module("enum", rt_enum_module_init);
  rt_register_module("gc", rt_gc_module_init);
  rt_register_module("re", rt_re_module_init);
  rt_register_module("datetime", rt_datetime_module_init);
  rt_register_module("heapq", rt_heapq_module_init);
  rt_register_module("bisect", rt_bisect_module_init);
  rt_register_module("contextlib", rt_contextlib_module_init);
  rt_register_module("abc", rt_abc_module_init);
  rt_register_module("json", rt_json_module_init);
  rt_register_module("pprint", rt_pprint_module_init);
  rt_register_module("textwrap", rt_textwrap_module_init);
  rt_register_module("csv", rt_csv_module_init);
  rt_register_module("io", rt_io_module_init);
  rt_register_module("traceback", rt_traceback_module_init);
  rt_register_module("logging", rt_logging_module_init);
  rt_register_module("fractions", rt_fractions_module_init);
  rt_register_module("decimal", rt_decimal_module_init);
  rt_register_module("unittest", rt_unittest_module_init);
  rt_register_module("unittest.mock", rt_unittest_mock_module_init);
  rt_register_module("doctest", rt_doctest_module_init);
  rt_register_module("collections.abc", rt_collections_abc_module_init);
  rt_register_module("importlib", rt_importlib_module_init);
  rt_register_module("struct", rt_struct_module_init);
  rt_register_module("shutil", rt_shutil_module_init);
  rt_register_module("threading", rt_threading_module_init);
  rt_register_module("queue", rt_queue_module_init);
  rt_register_module("concurrent", rt_concurrent_module_init);
  rt_register_module("concurrent.futures", rt_futures_module_init);
  rt_register_module("multiprocessing", rt_multiprocessing_module_init);
  rt_register_module("inspect", rt_inspect_module_init);
  rt_register_module("pickle", rt_pickle_module_init);
  rt_register_module("weakref", rt_weakref_module_init);
  rt_register_module("array", rt_array_module_init);
  rt_register_module("keyword", rt_keyword_module_init);
  rt_register_module("secrets", rt_secrets_module_init);
  rt_register_module("binascii", rt_binascii_module_init);
  rt_register_module("base64", rt_base64_module_init);
  rt_register_module("hashlib", rt_hashlib_module_init);
  rt_register_module("calendar", rt_calendar_module_init);
  rt_register_module("difflib", rt_difflib_module_init);
}
