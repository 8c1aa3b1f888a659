/* unittest_logs.c — TestCase.assertLogs and assertNoLogs, as CPython 3.11's _AssertLogsContext:
 * while the block runs, the logger's handlers are replaced by one capturing handler (its level
 * the asked one, INFO by default) and propagation is off; the watcher it fills, a
 * (records, output) named tuple, is what `with ... as cm` gets. On leaving, the logger is put
 * back, then the test fails when no record came (assertLogs) or when one did (assertNoLogs). */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "logging_internal.h"
#include "py.h"
#include "unittest.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value logs_cm_class, watcher_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest assertLogs", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* _LoggingWatcher(records=[], output=[]), its class made on first use */
static Value new_watcher(void) {
  ModState *st = mod_state();
  if (rt_is_undef(st->watcher_class)) {
    Value coll = rt_import("collections");
    int mark = rt_cleanup_push_value(&coll);
    Value args[2] = {rt_str_from_c("_LoggingWatcher"), rt_str_from_c("records output")};
    rt_cleanup_push_value(&args[0]);
    rt_cleanup_push_value(&args[1]);
    st->watcher_class = ut_call(coll, "namedtuple", 2, args); /* kept for the program's life */
    rt_cleanup_pop(mark, true);
  }
  Value lists[2] = {rt_list_new(0), rt_list_new(0)};
  int mark = rt_cleanup_push_value(&lists[0]);
  rt_cleanup_push_value(&lists[1]);
  Value w = rt_call(st->watcher_class, 2, lists, NULL);
  rt_cleanup_pop(mark, true);
  return w;
}

static Value lcm_enter(ARGS) {
  (void)data;
  rt_check_nargs("__enter__", argc, kw, 1, 1);
  Value self = argv[0];
  Value logger = rt_getattr(self, "logger_name"), level = rt_undef(), watcher = rt_undef(), h = rt_undef();
  Value logging = rt_undef();
  int mark = rt_cleanup_push_value(&logger);
  rt_cleanup_push_value(&level);
  rt_cleanup_push_value(&watcher);
  rt_cleanup_push_value(&h);
  rt_cleanup_push_value(&logging);
  if (rt_is_none(logger) || rt_is_str(logger)) { /* a name, not a Logger */
    logging = rt_import("logging");
    Value l = ut_call(logging, "getLogger", 1, &logger);
    rt_decref(logger);
    logger = l;
  }
  rt_setattr(self, "logger", logger);
  level = rt_getattr(self, "level");
  watcher = new_watcher();
  h = py_log_capture_handler(watcher, py_log_check_level(level));
  rt_setattr(self, "watcher", watcher);
  Value hs = rt_getattr(logger, "handlers"); /* lives to the function's end, as its cleanup */
  rt_cleanup_push_value(&hs);
  if (!rt_is_list(hs)) rt_raise(RT_EXC_TypeError, "Weft's Logger.handlers must be a list, not %s", rt_type_name(hs));
  ut_set(self, "old_handlers", rt_list_from(RT_AS(List, hs)->n, RT_AS(List, hs)->items)); /* a copy */
  ut_set(self, "old_level", rt_getattr(logger, "level"));
  ut_set(self, "old_propagate", rt_getattr(logger, "propagate"));
  ut_set(logger, "handlers", rt_list_from(1, &h));
  rt_setattr(logger, "level", level);
  rt_setattr(logger, "propagate", rt_bool(false));
  bool no_logs = ut_flag(self, "no_logs");
  Value r = no_logs ? rt_none() : (rt_incref(watcher), watcher);
  rt_cleanup_pop(mark, true);
  return r;
}

/* "Unexpected logs found: [...]" or "no logs of level INFO or higher triggered on root" */
static _Noreturn void logs_fail(Value self, Value logger, Value watcher, bool no_logs) {
  Value test = rt_getattr(self, "test_case"), part = rt_undef(), name = rt_undef();
  int mark = rt_cleanup_push_value(&test);
  rt_cleanup_push_value(&part);
  rt_cleanup_push_value(&name);
  if (no_logs) {
    name = rt_getattr(watcher, "output");
    part = rt_repr(name);
    ut_fail(test, rt_none(), rt_str_printf("Unexpected logs found: %s", rt_str_data(part)));
  }
  Value level = rt_getattr(self, "level");
  part = py_log_level_name(level.tag == RT_INT ? level.as.i : py_log_check_level(level));
  name = rt_getattr(logger, "name");
  Value s = rt_str_printf("no logs of level %s or higher triggered on %s", rt_str_data(part), rt_str_data(name));
  rt_cleanup_pop(mark, true);
  ut_fail(test, rt_none(), s);
}

static Value lcm_exit(ARGS) {
  (void)data;
  rt_check_nargs("__exit__", argc, kw, 4, 4);
  Value self = argv[0];
  Value logger = rt_getattr(self, "logger"), watcher = rt_undef();
  int mark = rt_cleanup_push_value(&logger);
  rt_cleanup_push_value(&watcher);
  ut_set(logger, "handlers", rt_getattr(self, "old_handlers"));
  ut_set(logger, "level", rt_getattr(self, "old_level"));
  ut_set(logger, "propagate", rt_getattr(self, "old_propagate"));
  if (!rt_is_none(argv[1])) { /* an exception: it goes on */
    rt_cleanup_pop(mark, true);
    return rt_bool(false);
  }
  watcher = rt_getattr(self, "watcher");
  bool no_logs = ut_flag(self, "no_logs");
  Value records = rt_getattr(watcher, "records");
  int64_t n = rt_len(records);
  rt_decref(records);
  if (no_logs ? n > 0 : n == 0) logs_fail(self, logger, watcher, no_logs);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* assertLogs(logger=None, level=None) / assertNoLogs: the context manager */
static Value logs_cm(const char *fname, bool no_logs, int argc, const Value *argv, const Kwargs *kw) {
  Value a[3];
  py_parse_pyargs(fname, argc, argv, kw, 3, (const char *const[]){"self", "logger", "level"}, 1, a);
  Value level = rt_is_undef(a[2]) || !rt_truthy(a[2]) ? rt_int(20) : a[2];
  if (rt_is_str(level)) { /* logging._nameToLevel.get(level, level) */
    Value logging = rt_import("logging");
    int mark = rt_cleanup_push_value(&logging);
    Value names = rt_getattr(logging, "_nameToLevel");
    rt_cleanup_push_value(&names);
    Value n = rt_dict_get(names, level);
    if (!rt_is_undef(n)) level = n;
    rt_cleanup_pop(mark, true);
  }
  Value cm = rt_instance_new(RT_AS(ClassObj, mod_state()->logs_cm_class));
  int mark = rt_cleanup_push_value(&cm);
  rt_setattr(cm, "test_case", a[0]);
  rt_setattr(cm, "logger_name", rt_is_undef(a[1]) ? rt_none() : a[1]);
  rt_setattr(cm, "level", level);
  rt_setattr(cm, "msg", rt_none());
  rt_setattr(cm, "no_logs", rt_bool(no_logs));
  rt_cleanup_pop(mark, false);
  return cm;
}

static Value a_logs(ARGS) {
  (void)data;
  return logs_cm("TestCase.assertLogs", false, argc, argv, kw);
}

static Value a_no_logs(ARGS) {
  (void)data;
  return logs_cm("TestCase.assertNoLogs", true, argc, argv, kw);
}

static const UtMethod lcm_methods[] = {
    {"__enter__", lcm_enter, UT_PLAIN},
    {"__exit__", lcm_exit, UT_PLAIN},
    {NULL, NULL, 0}};

void ut_logs_init(Value m, Value testcase) {
  ModState *st = mod_state();
  st->watcher_class = rt_undef();
  ClassObj *tc = RT_AS(ClassObj, testcase);
  rt_class_set(tc, "assertLogs", rt_native_method_new("assertLogs", "TestCase.assertLogs", a_logs, rt_none()));
  rt_class_set(tc, "assertNoLogs", rt_native_method_new("assertNoLogs", "TestCase.assertNoLogs", a_no_logs, rt_none()));
  st->logs_cm_class = ut_class_new("_AssertLogsContext", rt_undef(), lcm_methods);
  rt_module_set(m, "_AssertLogsContext", st->logs_cm_class);
}
