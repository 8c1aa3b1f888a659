/* warnings.c — Python's warnings module: warn() with CPython's filters, registries and stderr
 * format (`prog.py:3: UserWarning: msg` then the source line), filterwarnings, simplefilter,
 * resetwarnings and catch_warnings (record=True collects the warnings instead of printing them).
 * The state is the module's own attributes, as in CPython: `filters` (a list of (action, message,
 * category, module, lineno) tuples, the first match wins), `_onceregistry`, and `_registry`: the
 * warnings already shown (CPython keeps that one per module; a Weft program is one module).
 * Message and module patterns are regular expressions of the small kind filters use: `.`, `*`,
 * `$`, `\Z` and `\` escapes, matched from the start, messages without regard to case. The -W
 * options and PYTHONWARNINGS (sys.warnoptions) add their filters when the module is made. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/config.h"
#include "../base/error.h"
#include "../base/io.h"
#include "../base/strbuf.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "warn_module.h"

/* ---- patterns ---- */

static bool same_char(char p, char c, bool nocase) {
  return p == c || (nocase && tolower((unsigned char)p) == tolower((unsigned char)c));
}

static bool match_here(const char *re, const char *s, bool nocase, bool whole);

/* c* at the start of s, then the rest of the pattern: the shortest run that lets it match. */
static bool match_star(char c, bool any, const char *re, const char *s, bool nocase, bool whole) {
  do {
    if (match_here(re, s, nocase, whole)) return true;
  } while (*s && (any || same_char(c, *s, nocase)) && s++);
  return false;
}

static bool match_here(const char *re, const char *s, bool nocase, bool whole) {
  if (!*re) return !whole || !*s;
  if ((re[0] == '$' && !re[1]) || (re[0] == '\\' && re[1] == 'Z' && !re[2])) return !*s;
  bool escaped = re[0] == '\\' && re[1];
  char c = escaped ? re[1] : re[0];
  bool any = !escaped && c == '.';
  const char *next = re + (escaped ? 2 : 1);
  if (*next == '*') return match_star(c, any, next + 1, s, nocase, whole);
  if (*s && (any || same_char(c, *s, nocase))) return match_here(next, s + 1, nocase, whole);
  return false;
}

/* ---- the module's state ---- */

static Value module(void) { return rt_import("warnings"); }

static Value attr(Value m, const char *name) { return rt_module_lookup(m, name); }

static bool is_warning_class(Value v) {
  return rt_exc_is_class(v) && rt_exc_issubclass(v, rt_exc_class(RT_EXC_Warning));
}

static Value filter_entry(const char *action, Value message, Value category, Value mod, int64_t lineno) {
  Value items[5] = {rt_str_from_c(action), message, category, mod, rt_int(lineno)};
  Value t = rt_tuple_from(5, items);
  rt_decref(items[0]);
  return t;
}

/* CPython's defaults (a release build): DeprecationWarning shown in __main__ only, and
 * PendingDeprecation, Import and Resource warnings ignored. */
static Value default_filters(void) {
  Value l = rt_list_new(5);
  Value main_mod = rt_str_from_c("__main__");
  Value f = filter_entry("default", rt_none(), rt_exc_class(RT_EXC_DeprecationWarning), main_mod, 0);
  rt_list_append(l, f), rt_decref(f), rt_decref(main_mod);
  const ExcKind ignored[] = {RT_EXC_DeprecationWarning, RT_EXC_PendingDeprecationWarning, RT_EXC_ImportWarning,
                             RT_EXC_ResourceWarning};
  for (int k = 0; k < 4; k++) {
    f = filter_entry("ignore", rt_none(), rt_exc_class(ignored[k]), rt_none(), 0);
    rt_list_append(l, f), rt_decref(f);
  }
  return l;
}

/* A change of the filters forgets what was shown (CPython's _filters_mutated). */
/* CPython bumps the filters' version and every module's registry is cleared at its next warning;
 * here the registries are cleared at once. */
static void filters_changed(Value m) {
  rt_module_set(m, "_registry", rt_dict_new());
  rt_module_set(m, "_registries", rt_dict_new());
}

void py_warnings_mutated(void) {
  Value m = module();
  filters_changed(m);
  rt_decref(m);
}

static const char *const actions[] = {"error", "ignore", "always", "default", "module", "once", NULL};

static const char *check_action(Value action) {
  if (rt_is_str(action))
    for (int k = 0; actions[k]; k++)
      if (strcmp(rt_str_data(action), actions[k]) == 0) return actions[k];
  Value r = rt_repr(action);
  int mark = rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_AssertionError, "invalid action: %s", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return NULL;
}

/* Puts the filter first (or last with append) in module m's filters, dropping an equal one
 * already there (entry: released). */
static void add_filter_to(Value m, Value entry, bool append) {
  int mark = rt_cleanup_push_value(&entry);
  Value filters = attr(m, "filters");
  List *l = RT_AS(List, filters);
  for (int64_t k = 0; k < l->n; k++) {
    if (!rt_equal(l->items[k], entry)) continue;
    rt_decref(l->items[k]);
    memmove(&l->items[k], &l->items[k + 1], (size_t)(l->n - k - 1) * sizeof(Value));
    l->n--;
    break;
  }
  rt_list_append(filters, entry);
  if (!append) { /* the new last item moves to the front */
    Value last = l->items[l->n - 1];
    memmove(&l->items[1], &l->items[0], (size_t)(l->n - 1) * sizeof(Value));
    l->items[0] = last;
  }
  filters_changed(m);
  rt_cleanup_pop(mark, true);
}

static void add_filter(Value entry, bool append) {
  Value m = module();
  int mark = rt_cleanup_push_value(&m);
  add_filter_to(m, entry, append);
  rt_cleanup_pop(mark, true);
}

static int64_t check_lineno(Value v) {
  int64_t n = rt_is_undef(v) ? 0 : rt_to_index(v, "lineno");
  if (n < 0) rt_raise(RT_EXC_AssertionError, "lineno must be an int >= 0");
  return n;
}

static Value check_category(Value v) {
  if (rt_is_undef(v)) return rt_exc_class(RT_EXC_Warning);
  if (!is_warning_class(v)) rt_raise(RT_EXC_AssertionError, "category must be a Warning subclass");
  return v;
}

/* filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False) */
static Value w_filterwarnings(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"action", "message", "category", "module", "lineno", "append"};
  Value a[6];
  py_parse_pyargs("filterwarnings", argc, argv, kw, 6, names, 1, a);
  const char *action = check_action(a[0]);
  Value msg = rt_is_undef(a[1]) || !rt_truthy(a[1]) ? rt_none() : a[1];
  Value mod = rt_is_undef(a[3]) || !rt_truthy(a[3]) ? rt_none() : a[3];
  if (!rt_is_none(msg) && !rt_is_str(msg)) rt_raise(RT_EXC_AssertionError, "message must be a string");
  if (!rt_is_none(mod) && !rt_is_str(mod)) rt_raise(RT_EXC_AssertionError, "module must be a string");
  Value entry = filter_entry(action, msg, check_category(a[2]), mod, check_lineno(a[4]));
  add_filter(entry, !rt_is_undef(a[5]) && rt_truthy(a[5]));
  return rt_none();
}

/* simplefilter(action, category=Warning, lineno=0, append=False) */
static Value w_simplefilter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"action", "category", "lineno", "append"};
  Value a[4];
  py_parse_pyargs("simplefilter", argc, argv, kw, 4, names, 1, a);
  const char *action = check_action(a[0]);
  Value entry = filter_entry(action, rt_none(), check_category(a[1]), rt_none(), check_lineno(a[2]));
  add_filter(entry, !rt_is_undef(a[3]) && rt_truthy(a[3]));
  return rt_none();
}

static Value w_resetwarnings(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("resetwarnings", argc, kw, 0, 0);
  Value m = module();
  rt_module_set(m, "filters", rt_list_new(0));
  filters_changed(m);
  rt_decref(m);
  return rt_none();
}

/* ---- warn ---- */

/* Where the warning points: the frame stacklevel levels up, or "sys", line 1, past the top. */
typedef struct Where {
  char file[512];
  int line;
  const char *module;
  bool no_registry;
  const char *source; /* the source line to show, or NULL: read from the file */
  bool own_registry;  /* a library module's registry (by file) rather than the program's */
} Where;

static Where where_called(int64_t stacklevel) {
  Where w = {"sys", 1, "sys", false, NULL, false};
  Exception *tr = rt_trace_here();
  int64_t k = tr->ntrace - (stacklevel < 1 ? 1 : stacklevel);
  if (k >= 0) {
    snprintf(w.file, sizeof w.file, "%s", tr->trace[k].file);
    w.line = tr->trace[k].line;
    w.module = "__main__";
  }
  rt_exception_free(tr);
  return w;
}

/* The action of the first filter that matches, else "default". */
static const char *find_action(Value m, const char *text, Value category, const Where *w) {
  List *l = RT_AS(List, attr(m, "filters"));
  for (int64_t k = 0; k < l->n; k++) {
    Value f = l->items[k];
    if (!rt_is_tuple(f) || RT_AS(Tuple, f)->n != 5) continue;
    Value *it = RT_AS(Tuple, f)->items;
    if (!rt_is_none(it[1]) && !match_here(rt_str_data(it[1]), text, true, false)) continue;
    if (!rt_exc_issubclass(category, it[2])) continue;
    if (!rt_is_none(it[3]) && !match_here(rt_str_data(it[3]), w->module, false, true)) continue;
    if (it[4].tag == RT_INT && it[4].as.i != 0 && it[4].as.i != w->line) continue;
    return rt_is_str(it[0]) ? check_action(it[0]) : "default";
  }
  return "default";
}

/* Was key (a tuple) seen in the registry dict? Marks it seen either way when mark is set. */
static bool seen(Value registry, Value key, bool mark) {
  if (rt_contains(registry, key)) return true;
  if (mark) rt_dict_set(registry, key, rt_int(1));
  return false;
}

static Value registry_key(Value text, Value category, int64_t line) {
  Value items[3] = {text, category, rt_int(line)};
  return rt_tuple_from(3, items);
}

/* Line `line` of file, stripped, into buf (empty when there is none). */
static void source_line(const char *file, int64_t line, char *buf, size_t size) {
  buf[0] = '\0';
  FILE *f = fopen(file, "r");
  if (!f) return;
  for (int64_t n = 1; fgets(buf, (int)size, f); n++) {
    if (n < line) continue;
    char *s = buf, *e = buf + strlen(buf);
    while (*s == ' ' || *s == '\t') s++;
    while (e > s && isspace((unsigned char)e[-1])) e--;
    memmove(buf, s, (size_t)(e - s));
    buf[e - s] = '\0';
    fclose(f);
    return;
  }
  buf[0] = '\0';
  fclose(f);
}

static void print_source_line(const Where *w) {
  char buf[4096];
  if (w->source) snprintf(buf, sizeof buf, "%s", w->source);
  else source_line(w->file, w->line, buf, sizeof buf);
  if (buf[0]) fprintf(stderr, "  %s\n", buf);
}

/* formatwarning(message, category, filename, lineno, line=None): `file:line: Category: text`
 * and the stripped source line (read from the file when line is None). */
static Value format_warning(const Value *a) {
  Value name = rt_getattr(a[1], "__name__");
  int mark = rt_cleanup_push_value(&name);
  Value parts[3] = {rt_to_str(a[2]), rt_to_str(a[3]), rt_to_str(a[0])};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&parts[k]);
  Value head = rt_str_printf("%s:%s: %s: %s\n", rt_str_data(parts[0]), rt_str_data(parts[1]),
                             rt_str_data(name), rt_str_data(parts[2]));
  rt_cleanup_push_value(&head);
  char buf[4096];
  Value fn = rt_undef();
  rt_cleanup_push_value(&fn);
  if (!rt_is_undef(a[4]) && !rt_is_none(a[4])) {
    fn = rt_getattr(a[4], "strip");
    Value strip = rt_call(fn, 0, NULL, NULL);
    snprintf(buf, sizeof buf, "%s", rt_str_data(strip));
    rt_decref(strip);
  } else if (a[3].tag == RT_INT) {
    source_line(rt_str_data(parts[0]), a[3].as.i, buf, sizeof buf);
  } else {
    buf[0] = '\0';
  }
  Value out = buf[0] ? rt_str_printf("%s  %s\n", rt_str_data(head), buf) : (rt_incref(head), head);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value w_formatwarning(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"message", "category", "filename", "lineno", "line"};
  Value a[5];
  py_parse_pyargs("formatwarning", argc, argv, kw, 5, names, 4, a);
  return format_warning(a);
}

/* showwarning(message, category, filename, lineno, file=None, line=None): formatwarning's text
 * written to file (sys.stderr when None). */
static Value w_showwarning(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"message", "category", "filename", "lineno", "file", "line"};
  Value a[6];
  py_parse_pyargs("showwarning", argc, argv, kw, 6, names, 4, a);
  Value fa[5] = {a[0], a[1], a[2], a[3], a[5]};
  Value text = format_warning(fa), write = rt_undef();
  int mark = rt_cleanup_push_value(&text);
  rt_cleanup_push_value(&write);
  if (rt_is_undef(a[4]) || rt_is_none(a[4])) {
    rt_stdout_flush();
    fputs(rt_str_data(text), stderr);
    fflush(stderr);
  } else {
    write = rt_getattr(a[4], "write");
    rt_decref(rt_call(write, 1, &text, NULL));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* record=True: a WarningMessage (message, category, filename, lineno, file, line, source). */
static void record(Value log, Value instance, Value category, const Where *w) {
  Value coll = rt_import("collections");
  Value nt = rt_getattr(coll, "namedtuple");
  rt_decref(coll);
  Value spec[2] = {rt_str_from_c("WarningMessage"), rt_str_from_c("message category filename lineno file line source")};
  Value cls = rt_call(nt, 2, spec, NULL);
  rt_decref(nt), rt_decref(spec[0]), rt_decref(spec[1]);
  Value fields[7] = {instance, category, rt_str_from_c(w->file), rt_int(w->line), rt_none(), rt_none(), rt_none()};
  Value r = rt_call(cls, 7, fields, NULL);
  rt_decref(cls), rt_decref(fields[2]);
  rt_list_append(log, r);
  rt_decref(r);
}

/* Has the program put another object in sys.stderr than the one it started with? */
static bool stderr_replaced(void) {
  Value sys = rt_import("sys"), err, orig;
  bool replaced = false;
  if (rt_try_getattr(sys, "stderr", &err)) {
    if (rt_try_getattr(sys, "__stderr__", &orig)) {
      replaced = !rt_is(err, orig);
      rt_decref(orig);
    }
    rt_decref(err);
  }
  rt_decref(sys);
  return replaced;
}

static void show(Value m, Value instance, Value category, Value text, const Where *w) {
  Value log = attr(m, "_log");
  if (rt_is_list(log)) {
    record(log, instance, category, w);
    return;
  }
  Value sw = attr(m, "showwarning");
  if (!rt_is_undef(sw) && !rt_is(sw, attr(m, "_showwarning_orig"))) {
    /* the program replaced warnings.showwarning: it shows the warning (file and line None) */
    Value args[6] = {instance, category, rt_str_from_c(w->file), rt_int(w->line), rt_none(), rt_none()};
    int mark = rt_cleanup_push_value(&args[2]);
    rt_decref(rt_call(sw, 6, args, NULL));
    rt_cleanup_pop(mark, true);
    return;
  }
  Value name = rt_getattr(category, "__name__");
  if (stderr_replaced()) { /* the program's sys.stderr gets the text through its write */
    char buf[4096];
    if (w->source) snprintf(buf, sizeof buf, "%s", w->source);
    else source_line(w->file, w->line, buf, sizeof buf);
    Value out = rt_str_printf("%s:%d: %s: %s\n%s%s%s", w->file, w->line, rt_str_data(name), rt_str_data(text),
                              buf[0] ? "  " : "", buf, buf[0] ? "\n" : "");
    rt_decref(name);
    int mark = rt_cleanup_push_value(&out);
    Value sys = rt_import("sys");
    rt_cleanup_push_value(&sys);
    Value err = rt_getattr(sys, "stderr");
    rt_cleanup_push_value(&err);
    Value write = rt_getattr(err, "write");
    rt_cleanup_push_value(&write);
    rt_decref(rt_call(write, 1, &out, NULL));
    rt_cleanup_pop(mark, true);
    return;
  }
  rt_stdout_flush();
  fprintf(stderr, "%s:%d: %s: %s\n", w->file, w->line, rt_str_data(name), rt_str_data(text));
  rt_decref(name);
  print_source_line(w);
  fflush(stderr);
}

/* The registry of the library module in file (borrowed), made when missing. */
static Value file_registry(Value m, const char *file) {
  Value all = attr(m, "_registries");
  Value r = rt_dict_get_str(all, file);
  if (!rt_is_undef(r)) return r;
  Value key = rt_str_from_c(file), fresh = rt_dict_new();
  rt_dict_set(all, key, fresh);
  rt_decref(key);
  rt_decref(fresh);
  return rt_dict_get_str(all, file);
}

/* CPython's warn_explicit: the registries first, then the filters' action. Without a registry
 * (undef: the compiler's warnings), "default", "module" and "once" show every time. */
static void warn_at(Value m, Value instance, Value category, Value text, const Where *w) {
  Value registry = w->no_registry ? rt_dict_new() : w->own_registry ? file_registry(m, w->file) : attr(m, "_registry");
  if (!w->no_registry) rt_incref(registry);
  Value key = registry_key(text, category, w->line);
  int mark = rt_cleanup_push_value(&key);
  rt_cleanup_push_value(&registry);
  if (!seen(registry, key, false)) {
    const char *action = find_action(m, rt_str_data(text), category, w);
    bool quiet = false;
    if (!strcmp(action, "error")) rt_raise_exc(instance);
    if (!strcmp(action, "ignore")) quiet = true;
    else if (!strcmp(action, "once")) {
      seen(registry, key, true);
      Value pair[2] = {text, category};
      Value once = rt_tuple_from(2, pair);
      quiet = seen(attr(m, "_onceregistry"), once, true);
      rt_decref(once);
    } else if (!strcmp(action, "module")) {
      seen(registry, key, true);
      Value alt = registry_key(text, category, 0);
      quiet = seen(registry, alt, true);
      rt_decref(alt);
    } else if (!strcmp(action, "default")) {
      seen(registry, key, true);
    }
    if (!quiet) show(m, instance, category, text, w);
  }
  rt_cleanup_pop(mark, true);
}

/* The warning of message (a Warning instance when given, else its text made an instance of
 * category) reported at w, through the filters. */
static Value issue(Value message, bool given, Value category, Where *w) {
  Value text = rt_to_str(message);
  int mark = rt_cleanup_push_value(&text);
  Value instance = given ? (rt_incref(message), message) : rt_call(category, 1, &text, NULL);
  rt_cleanup_push_value(&instance);
  Value m = module();
  rt_cleanup_push_value(&m);
  warn_at(m, instance, category, text, w);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* warn(message, category=None, stacklevel=1, source=None) */
static Value w_warn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"message", "category", "stacklevel", "source"};
  Value a[4];
  py_parse_pyargs("warn", argc, argv, kw, 4, names, 1, a);
  Value category = rt_is_undef(a[1]) || rt_is_none(a[1]) ? rt_exc_class(RT_EXC_UserWarning) : a[1];
  bool given = rt_is_exception(a[0]) && is_warning_class(rt_exc_class_of(a[0]));
  if (given) category = rt_exc_class_of(a[0]);
  if (!is_warning_class(category)) {
    Value type = rt_call(rt_builtin_lookup("type"), 1, &category, NULL);
    Value name = rt_getattr(type, "__name__");
    rt_decref(type);
    int mark = rt_cleanup_push_value(&name);
    rt_raise(RT_EXC_TypeError, "category must be a Warning subclass, not '%s'", rt_str_data(name));
    rt_cleanup_pop(mark, true);
  }
  Where w = where_called(rt_is_undef(a[2]) ? 1 : rt_to_index(a[2], "stacklevel"));
  return issue(a[0], given, category, &w);
}

/* warn_explicit(message, category, filename, lineno, module=None, registry=None,
 * module_globals=None, source=None): the warning placed at filename:lineno; the filters see
 * module (default: the file name without ".py"); without a registry, "default" shows it every
 * time. */
static Value w_warn_explicit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"message", "category", "filename", "lineno", "module", "registry",
                                      "module_globals", "source"};
  Value a[8];
  py_parse_pyargs("warn_explicit", argc, argv, kw, 8, names, 4, a);
  Value category = rt_is_none(a[1]) ? rt_exc_class(RT_EXC_UserWarning) : a[1];
  bool given = rt_is_exception(a[0]) && is_warning_class(rt_exc_class_of(a[0]));
  if (given) category = rt_exc_class_of(a[0]);
  if (!is_warning_class(category)) rt_raise(RT_EXC_TypeError, "category must be a Warning subclass, not '%s'", rt_type_name(category));
  if (!rt_is_str(a[2])) rt_raise(RT_EXC_TypeError, "warn_explicit() argument 3 must be str, not %s", rt_type_name(a[2]));
  Where w = {"", (int)rt_to_index(a[3], NULL), NULL, rt_is_undef(a[5]) || rt_is_none(a[5]), NULL, false};
  snprintf(w.file, sizeof w.file, "%s", rt_str_data(a[2]));
  char mod[512];
  if (!rt_is_undef(a[4]) && !rt_is_none(a[4]) && rt_is_str(a[4])) {
    snprintf(mod, sizeof mod, "%s", rt_str_data(a[4]));
  } else {
    const char *f = w.file[0] ? w.file : "<unknown>";
    size_t n = strlen(f);
    snprintf(mod, sizeof mod, "%.*s", (int)(n >= 3 && !strcasecmp(f + n - 3, ".py") ? n - 3 : n), f);
  }
  w.module = mod;
  return issue(a[0], given, category, &w);
}

/* Where a warning issued at file:line shows, with no frame: the module the filters see is the
 * file name without ".py" (written into mod, n bytes). */
static Where where_in_file(const char *file, int line, const char *source, char *mod, size_t n) {
  Where w = {"", line, NULL, true, source, false};
  snprintf(w.file, sizeof w.file, "%s", file);
  size_t len = strlen(w.file);
  snprintf(mod, n, "%.*s", (int)(len > 3 && !strcmp(w.file + len - 3, ".py") ? len - 3 : len), w.file);
  w.module = mod;
  return w;
}

/* A compiler's warning (CPython's PyErr_WarnExplicitObject with no module and no registry): the
 * module the filters see is the file name without ".py". Returns false when the filters make
 * it an error, for the compiler to report as a SyntaxError there. */
bool py_warn_compile(Value category, const char *message, const char *file, int line) {
  char mod[512];
  Where w = where_in_file(file, line, NULL, mod, sizeof mod);
  Value m = module();
  int mark = rt_cleanup_push_value(&m);
  Value text = rt_str_from_c(message);
  rt_cleanup_push_value(&text);
  bool error = !strcmp(find_action(m, message, category, &w), "error");
  Value instance = rt_none(); /* function scope: its cleanup runs at the pop below */
  if (!error) {
    instance = rt_call(category, 1, &text, NULL);
    rt_cleanup_push_value(&instance);
    warn_at(m, instance, category, text, &w);
  }
  rt_cleanup_pop(mark, true);
  return !error;
}

/* A library's warning issued at file:line (whose source line is given when not NULL; that file
 * may not exist here) through the filters, with no registry: Numba's warnings from its own
 * modules. An "error" filter raises it. */
void py_warn_at_line(Value category, const char *message, const char *file, int line, const char *source) {
  char mod[512];
  Where w = where_in_file(file, line, source, mod, sizeof mod);
  Value m = module();
  int mark = rt_cleanup_push_value(&m);
  Value text = rt_str_from_c(message);
  rt_cleanup_push_value(&text);
  Value instance = rt_call(category, 1, &text, NULL);
  rt_cleanup_push_value(&instance);
  warn_at(m, instance, category, text, &w);
  rt_cleanup_pop(mark, true);
}

/* A library module's warning at file:line (source: its line) through the filters and the
 * module's own registry, as NumPy's warnings from code without a Python frame show at the
 * library's calling line; with no module_name, a warning of the program's own code there (its
 * registry, module __main__: a simulated kernel's line). Returns true when a repeat at that place, before the filters or
 * registries change, would show again (an "always" filter). */
bool py_warn_module_at_line(Value category, const char *message, const char *file, int line, const char *source,
                            const char *module_name) {
  Where w = {"", line, module_name ? module_name : "__main__", false, source, module_name != NULL};
  snprintf(w.file, sizeof w.file, "%s", file);
  Value m = module();
  int mark = rt_cleanup_push_value(&m);
  Value text = rt_str_from_c(message);
  rt_cleanup_push_value(&text);
  bool again = !strcmp(find_action(m, message, category, &w), "always");
  Value instance = rt_call(category, 1, &text, NULL);
  rt_cleanup_push_value(&instance);
  warn_at(m, instance, category, text, &w);
  rt_cleanup_pop(mark, true);
  return again;
}

bool py_warn_would_show(Value category, const char *message, const char *file, int line) {
  Where w = {"", line, "__main__", false, NULL, false};
  snprintf(w.file, sizeof w.file, "%s", file);
  Value m = module();
  int mark = rt_cleanup_push_value(&m);
  Value text = rt_str_from_c(message);
  rt_cleanup_push_value(&text);
  Value registry = attr(m, "_registry");
  Value key = registry_key(text, category, line);
  rt_cleanup_push_value(&key);
  bool shows = !seen(registry, key, false);
  if (shows) {
    const char *action = find_action(m, message, category, &w);
    if (!strcmp(action, "ignore")) shows = false;
    else if (!strcmp(action, "once")) {
      Value pair[2] = {text, category};
      Value once = rt_tuple_from(2, pair);
      shows = !seen(attr(m, "_onceregistry"), once, false);
      rt_decref(once);
    } else if (!strcmp(action, "module")) {
      Value alt = registry_key(text, category, 0);
      shows = !seen(registry, alt, false);
      rt_decref(alt);
    }
  }
  rt_cleanup_pop(mark, true);
  return shows;
}

/* ---- catch_warnings ---- */

typedef struct Catcher {
  Obj hdr;
  bool record;
  Value saved_filters, saved_log; /* RT_UNDEF until entered */
} Catcher;

static void catcher_free(Obj *o) {
  Catcher *c = (Catcher *)o;
  if (!rt_is_undef(c->saved_filters)) rt_decref(c->saved_filters);
  if (!rt_is_undef(c->saved_log)) rt_decref(c->saved_log);
  free(c);
}

static Value c_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  Catcher *c = RT_AS(Catcher, self);
  if (!rt_is_undef(c->saved_filters)) rt_raise(RT_EXC_RuntimeError, "Cannot enter %s twice", "catch_warnings()");
  Value m = module();
  int mark = rt_cleanup_push_value(&m);
  c->saved_filters = attr(m, "filters"), rt_incref(c->saved_filters);
  c->saved_log = attr(m, "_log"), rt_incref(c->saved_log);
  List *l = RT_AS(List, c->saved_filters);
  rt_module_set(m, "filters", rt_list_from(l->n, l->items));
  filters_changed(m);
  Value log = c->record ? rt_list_new(0) : rt_none();
  rt_module_set(m, "_log", log);
  rt_incref(log);
  rt_cleanup_pop(mark, true);
  return log;
}

static Value c_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, (void)argc, (void)kw;
  Catcher *c = RT_AS(Catcher, self);
  if (rt_is_undef(c->saved_filters)) rt_raise(RT_EXC_RuntimeError, "Cannot exit %s without entering first", "catch_warnings()");
  Value m = module();
  rt_module_set(m, "filters", c->saved_filters);
  rt_module_set(m, "_log", c->saved_log);
  c->saved_filters = c->saved_log = rt_undef();
  filters_changed(m);
  rt_decref(m);
  return rt_none();
}

static Value catcher_getattr(Value self, const char *name) {
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", c_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", c_exit, self);
  return rt_undef();
}

static Value catcher_repr(Value self) {
  return rt_str_from_c(RT_AS(Catcher, self)->record ? "catch_warnings(record=True)" : "catch_warnings()");
}

static const ObjType catcher_type = {
    .name = "catch_warnings",
    .free = catcher_free,
    .repr = catcher_repr,
    .getattr = catcher_getattr,
};

/* catch_warnings(*, record=False, module=None) */
static Value w_catch_warnings(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  if (argc > 0) rt_raise(RT_EXC_TypeError, "catch_warnings.__init__() takes 1 positional argument but %d were given", argc + 1);
  Catcher *c = rt_calloc(1, sizeof *c);
  rt_obj_init(&c->hdr, &catcher_type);
  c->saved_filters = c->saved_log = rt_undef();
  Value v = rt_obj(c);
  for (int k = 0; kw && k < kw->n; k++) {
    if (!strcmp(kw->names[k], "record")) c->record = rt_truthy(kw->values[k]);
    else if (strcmp(kw->names[k], "module") != 0) {
      rt_decref(v);
      rt_raise(RT_EXC_TypeError, "catch_warnings.__init__() got an unexpected keyword argument '%s'", kw->names[k]);
    }
  }
  return v;
}

/* ---- -W and PYTHONWARNINGS ---- */

/* re.escape(text) (CPython 3.11's special characters), then tail: a new str. */
static Value escaped(const char *text, const char *tail) {
  StrBuf sb = {0};
  for (const char *c = text; *c; c++) {
    if (strchr("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", *c)) rt_sb_putc(&sb, '\\');
    rt_sb_putc(&sb, *c);
  }
  rt_sb_printf(&sb, "%s", tail);
  Value v = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_sb_free(&sb);
  return v;
}

/* CPython's _getaction: "" is default, "all" always, else the action the text begins. */
static const char *option_action(const char *a) {
  if (!*a) return "default";
  if (strcmp(a, "all") == 0) return "always";
  static const char *const order[] = {"default", "always", "ignore", "module", "once", "error"};
  for (int k = 0; k < 6; k++)
    if (strncmp(order[k], a, strlen(a)) == 0) return order[k];
  return NULL;
}

typedef struct CategoryJob {
  const char *name;
  Value found; /* borrowed or RT_UNDEF */
  bool bad_module;
} CategoryJob;

/* CPython's _getcategory: a builtin name, or module.Name imported. */
static void category_job(void *ud) {
  CategoryJob *job = ud;
  const char *dot = strrchr(job->name, '.');
  if (!dot) {
    job->found = rt_builtin_lookup(job->name);
    return;
  }
  char *mod = rt_strdup(job->name);
  mod[dot - job->name] = 0;
  int mark = rt_cleanup_push(free, mod);
  Value m = rt_import(mod);
  rt_cleanup_pop(mark, true);
  job->found = rt_module_lookup(m, dot + 1);
  rt_decref(m);
}

static Value option_category(const char *name, const char **why) {
  if (!*name) return rt_exc_class(RT_EXC_Warning);
  CategoryJob job = {name, rt_undef(), false};
  if (rt_pcall(category_job, &job)) {
    rt_error_clear();
    *why = "invalid module name: ";
    return rt_undef();
  }
  if (rt_is_undef(job.found)) *why = "unknown warning category: ";
  else if (!is_warning_class(job.found)) *why = "invalid warning category: ";
  return *why ? rt_undef() : job.found;
}

static void option_error(const char *why, const char *what) {
  Value s = rt_str_from_c(what);
  Value r = rt_repr(s);
  rt_stdout_flush();
  fprintf(stderr, "Invalid -W option ignored: %s%s\n", why, rt_str_data(r));
  rt_decref(r);
  rt_decref(s);
}

static char *strip(char *s) {
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v') s++;
  size_t n = strlen(s);
  while (n > 0 && strchr(" \t\n\r\f\v", s[n - 1])) s[--n] = 0;
  return s;
}

/* CPython's warnings._setoption: "action:message:category:module:lineno", a filter put first;
 * a bad one is said on stderr and ignored, as _processoptions does. */
static void set_option(Value m, const char *arg) {
  char *copy = rt_strdup(arg);
  int mark = rt_cleanup_push(free, copy);
  char *parts[5] = {"", "", "", "", ""};
  int n = 0;
  for (char *p = copy;; n++) {
    char *colon = strchr(p, ':');
    if (n < 5) parts[n] = p;
    if (!colon) break;
    *colon = 0;
    p = colon + 1;
  }
  const char *why = NULL, *what = NULL;
  const char *action = NULL;
  Value category = rt_undef();
  int64_t lineno = 0;
  if (n >= 5) {
    why = "too many fields (max 5): ", what = arg;
  } else {
    for (int k = 0; k < 5; k++) parts[k] = strip(parts[k]);
    action = option_action(parts[0]);
    if (!action) why = "invalid action: ", what = parts[0];
    if (!why) category = option_category(parts[2], &why), what = parts[2];
    if (!why && *parts[4]) {
      char *end;
      long long v = strtoll(parts[4], &end, 10);
      if (*end || v < 0 || end == parts[4]) why = "invalid lineno ", what = parts[4];
      else lineno = v;
    }
  }
  if (why) {
    if (strcmp(why, "invalid module name: ") == 0) { /* names the module, as CPython's */
      char *dot = strrchr(parts[2], '.');
      if (dot) *dot = 0;
    }
    option_error(why, what);
  } else {
    Value msg = *parts[1] ? escaped(parts[1], "") : rt_none();
    Value mod = *parts[3] ? escaped(parts[3], "\\Z") : rt_none();
    Value entry = filter_entry(action, msg, category, mod, lineno);
    rt_decref(msg);
    rt_decref(mod);
    add_filter_to(m, entry, false);
  }
  rt_cleanup_pop(mark, true);
}

void py_warnings_start(void) {
  if (weft_config()->nwarnoptions > 0) rt_decref(rt_import("warnings"));
}

void rt_warnings_module_init(Value m) {
  rt_module_set(m, "filters", default_filters());
  rt_module_set(m, "_onceregistry", rt_dict_new());
  rt_module_set(m, "_registry", rt_dict_new());
  rt_module_set(m, "_registries", rt_dict_new());
  rt_module_set(m, "_log", rt_none());
  rt_module_add_fn(m, "warn", w_warn);
  rt_module_add_fn(m, "warn_explicit", w_warn_explicit);
  rt_module_add_fn(m, "formatwarning", w_formatwarning);
  rt_module_add_fn(m, "showwarning", w_showwarning);
  rt_module_set(m, "_showwarning_orig", rt_getattr(m, "showwarning"));
  rt_module_add_fn(m, "filterwarnings", w_filterwarnings);
  rt_module_add_fn(m, "simplefilter", w_simplefilter);
  rt_module_add_fn(m, "resetwarnings", w_resetwarnings);
  rt_module_add_fn(m, "catch_warnings", w_catch_warnings);
  const WeftConfig *c = weft_config();
  for (int k = 0; k < c->nwarnoptions; k++) set_option(m, c->warnoptions[k]);
}
