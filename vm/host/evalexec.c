/* evalexec.c — the builtins eval, exec, globals and locals (registered in the builtins module by
 * vm_new). The module's globals are the VM's slot table, not a dict, so globals() and locals()
 * are snapshots. Code runs as the debugger's expressions do (vm_debug.c): compiled quietly as
 * a temporary function whose parameters are the names it should see (the caller's locals, or
 * the namespace dicts' keys), and called. exec without namespaces at module level compiles the
 * text as a module body instead, so its assignments are the module's globals. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../base/strbuf.h"
#include "opcodes.h"
#include "vm_debug.h"
#include "vm_internal.h"

/* The names a function sees: names[i] bound to values[i] (borrowed), each name once. */
typedef struct Scope {
  const char **names;
  Value *values;
  int n, cap;
} Scope;

static void scope_put(Scope *s, const char *name, Value v) {
  for (int i = 0; i < s->n; i++)
    if (strcmp(s->names[i], name) == 0) {
      s->values[i] = v; /* a later namespace (locals over globals) wins */
      return;
    }
  if (s->n == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 32;
    s->names = rt_realloc(s->names, sizeof *s->names * (size_t)s->cap);
    s->values = rt_realloc(s->values, sizeof *s->values * (size_t)s->cap);
  }
  s->names[s->n] = name;
  s->values[s->n++] = v;
}

static void scope_free(void *p) {
  Scope *s = p;
  free(s->names);
  free(s->values);
}

/* Only keys that can be a parameter's name become one (others are unreachable by name). */
static bool is_identifier(Value key) {
  static const char *const keywords[] = {
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
      "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
      "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
      "return", "try", "while", "with", "yield"};
  if (!rt_is_str(key)) return false;
  const char *s = rt_str_data(key);
  if (!*s || (*s >= '0' && *s <= '9') || strcmp(s, "__builtins__") == 0) return false;
  for (const char *c = s; *c; c++)
    if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')))
      return false;
  for (size_t k = 0; k < sizeof keywords / sizeof keywords[0]; k++)
    if (strcmp(s, keywords[k]) == 0) return false;
  return true;
}

static void scope_from_dict(Scope *s, Value d) {
  Value k, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);)
    if (is_identifier(k)) scope_put(s, rt_str_data(k), v);
}

/* The Python frame that called the builtin; is it the module body? */
static int caller(Vm *vm, bool *module) {
  int k = vm->nframes - 1;
  if (k < 0) rt_raise(RT_EXC_SystemError, "no Python frame is running");
  *module = k == 0 && strcmp(vm->frames[0].fn->proto->name, "<module>") == 0;
  return k;
}

/* globals() is one dict per session, refreshed from the slots at each call (a new reference). */
static Value globals_dict(Vm *vm) {
  if (rt_is_undef(vm->globals_dict)) vm->globals_dict = rt_dict_new();
  Value d = vm->globals_dict;
  for (int g = 0; g < vm->nglobals; g++)
    if (!rt_is_undef(vm->globals[g])) rt_dict_set_str(d, vm->gnames[g], vm->globals[g]);
  rt_incref(d);
  return d;
}

/* exec(text, globals()) runs on the module itself: names the program added to that dict and
 * the module does not bind become globals first (a name it binds keeps the module's value:
 * the dict may be older than it). */
static void globals_from_dict(Vm *vm, Value d) {
  Value k, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);) {
    if (!is_identifier(k)) continue;
    int slot = vm_global_slot(vm, rt_str_data(k));
    if (!rt_is_undef(vm->globals[slot])) continue;
    rt_incref(v);
    vm->globals[slot] = v;
  }
}

Value vm_locals_dict(Vm *vm, bool *module) {
  int k = caller(vm, module);
  return vm_frame_locals(vm, k, *module);
}

/* Frame k's variables as a new dict; the module's globals() dict itself when module. */
Value vm_frame_locals(Vm *vm, int k, bool module) {
  if (module) return globals_dict(vm);
  enum { MAX_LOCALS = 4096 };
  const char **names = rt_malloc(sizeof *names * MAX_LOCALS);
  Value *values = rt_malloc(sizeof *values * MAX_LOCALS);
  int n = vm_debug_frame_locals(vm, k, names, values, MAX_LOCALS);
  Value d = rt_dict_new();
  for (int i = 0; i < n; i++) rt_dict_set_str(d, names[i], values[i]);
  free(names);
  free(values);
  return d;
}

static Value b_globals(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("globals", argc, kw, 0, 0, RT_ARGS_NONE);
  return globals_dict(vm_current);
}

static Value b_locals(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("locals", argc, kw, 0, 0, RT_ARGS_NONE);
  bool module;
  return vm_locals_dict(vm_current, &module);
}

/* The text of line `line` (1-based) of src, with its newline where it has one. */
static Value source_line(const char *src, int line) {
  for (int k = 1; k < line && src; k++) {
    src = strchr(src, '\n');
    if (src) src++;
  }
  if (!src) return rt_none();
  const char *end = strchr(src, '\n');
  return rt_str_new(src, end ? (size_t)(end - src) + 1 : strlen(src));
}

#define NO_COLUMN INT_MIN /* a column not known: None */

static Value column(int c) { return c == NO_COLUMN ? rt_none() : rt_int(c); }

/* Raises kind(msg, ("<string>", line, offset, text, end_line, end_offset)) as CPython's
 * compiler does; text: owned, a str or None. */
static _Noreturn void raise_syntax(ExcKind kind, const char *msg, int line, int offset, Value text, int end_line,
                                   int end_offset) {
  Value info = rt_tuple_new(6);
  rt_tuple_set(info, 3, text);
  int mark = rt_cleanup_push_value(&info);
  rt_tuple_set(info, 0, rt_str_from_c("<string>"));
  rt_tuple_set(info, 1, rt_int(line));
  rt_tuple_set(info, 2, column(offset));
  rt_tuple_set(info, 4, column(end_line));
  rt_tuple_set(info, 5, column(end_offset));
  Value msg_args = rt_tuple_new(1); /* the instance sets msg only: its place is set here */
  int m2 = rt_cleanup_push_value(&msg_args);
  rt_tuple_set(msg_args, 0, rt_str_from_c(msg));
  Value e = rt_exc_instance_new(rt_exc_class(kind), kind, msg_args);
  rt_cleanup_pop(m2, true);
  int m3 = rt_cleanup_push_value(&e);
  ExcObj *o = RT_AS(ExcObj, e);
  Tuple *t = RT_AS(Tuple, info);
  rt_exc_set_attr(e, "filename", t->items[0]);
  rt_exc_set_attr(e, "lineno", t->items[1]);
  if (offset == NO_COLUMN) { /* not known: absent rather than set (args has None there) */
    o->place_unknown = true;
  } else {
    rt_exc_set_attr(e, "offset", t->items[2]);
    rt_exc_set_attr(e, "text", t->items[3]);
    rt_exc_set_attr(e, "end_lineno", t->items[4]);
    rt_exc_set_attr(e, "end_offset", t->items[5]);
  }
  Value args = rt_tuple_new(2); /* (msg, info), as CPython's */
  Value old = o->args;
  Value m = RT_AS(Tuple, old)->items[0];
  rt_incref(m);
  rt_tuple_set(args, 0, m);
  rt_incref(info);
  rt_tuple_set(args, 1, info);
  o->args = args;
  rt_decref(old);
  rt_cleanup_pop(m3, false);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e); /* the registration releases the local reference */
}

/* A compile error: str() is "invalid syntax (<string>, line 1)"; line: in the generated text,
 * whose first `shift` lines are the wrapper's (also in the message's "on line N"). Its place
 * in the line is not known here: offset, text, end_lineno and end_offset are left out (None
 * in args). */
static _Noreturn void syntax_error(const char *msg, int line, int shift) {
  line -= shift;
  if (line < 1) line = 1;
  bool indent = strncmp(msg, "unexpected indent", 17) == 0 || strncmp(msg, "expected an indented", 20) == 0 ||
                strncmp(msg, "unindent", 8) == 0;
  char fixed[600];
  const char *on = strstr(msg, " on line ");
  long n = on ? strtol(on + 9, NULL, 10) : 0;
  if (on && shift > 0 && n > shift && n < INT_MAX) { /* "... 'if' statement on line N" */
    const char *rest = on + 9;
    while (*rest >= '0' && *rest <= '9') rest++;
    snprintf(fixed, sizeof fixed, "%.*s on line %ld%s", (int)(on - msg), msg, n - shift, rest);
    msg = fixed;
  }
  raise_syntax(indent ? RT_EXC_IndentationError : RT_EXC_SyntaxError, msg, line, NO_COLUMN, rt_none(), NO_COLUMN,
               NO_COLUMN);
}

/* With an explicit globals dict, the module's globals are not the code's: those it reads (the
 * names not in the dict, which are its parameters) are hidden while it runs. */
typedef struct Hidden {
  Vm *vm;
  int *slots;
  Value *saved; /* owned while hidden */
  int n, cap;
} Hidden;

static void hide_reads(Hidden *h, const Proto *p) {
  for (int i = 0; i < p->ncode; i++) {
    OpCode op = I_OP(p->code[i]);
    if (op != OP_GETGLOBAL && op != OP_CALLG) continue;
    int slot = op == OP_CALLG ? I_C(p->code[i]) : (int)I_BX(p->code[i]);
    if (slot >= h->vm->nglobals || rt_is_undef(h->vm->globals[slot])) continue;
    if (h->n == h->cap) {
      h->cap = h->cap ? h->cap * 2 : 8;
      h->slots = rt_realloc(h->slots, sizeof *h->slots * (size_t)h->cap);
      h->saved = rt_realloc(h->saved, sizeof *h->saved * (size_t)h->cap);
    }
    h->slots[h->n] = slot;
    h->saved[h->n++] = h->vm->globals[slot];
    h->vm->globals[slot] = rt_undef();
  }
  for (int c = 0; c < p->nconsts; c++)
    if (rt_is_type(p->consts[c], &vm_proto_type)) hide_reads(h, RT_AS(Proto, p->consts[c]));
}

static void unhide(void *ud) {
  Hidden *h = ud;
  for (int k = h->n - 1; k >= 0; k--) {
    Value *g = &h->vm->globals[h->slots[k]];
    rt_decref(*g); /* what the code stored there meanwhile */
    *g = h->saved[k];
  }
  free(h->slots);
  free(h->saved);
}

/* Compiles generated module text and calls the one function it defines with s's values. */
static Value call_wrapper(Vm *vm, const char *src, const Scope *s, int shift, bool hide) {
  char err[512];
  int line = 1;
  vm->warn_line_shift = shift;
  Proto *module = vm_compile_quiet_at(vm, "<string>", src, err, sizeof err, &line);
  vm->warn_line_shift = 0;
  if (!module) syntax_error(err, line, shift);
  Proto *body = NULL;
  for (int c = 0; c < module->nconsts && !body; c++)
    if (rt_is_type(module->consts[c], &vm_proto_type)) body = RT_AS(Proto, module->consts[c]);
  Value fn = body ? vm_function_new(body, NULL, NULL) : rt_undef();
  rt_decref(rt_obj(module)); /* the function holds its code */
  if (rt_is_undef(fn)) rt_raise(RT_EXC_SystemError, "eval's code did not compile to a function");
  int mark = rt_cleanup_push_value(&fn);
  Hidden h = {.vm = vm};
  if (hide) hide_reads(&h, body);
  int m2 = rt_cleanup_push(unhide, &h);
  Value r = rt_call(fn, s->n, s->values, NULL);
  rt_cleanup_pop(m2, true);
  rt_cleanup_pop(mark, true);
  return r;
}

/* exec at module level without namespaces: the text is a module body run on the globals. */
static void run_module_text(Vm *vm, const char *text) {
  char err[512];
  int line = 1;
  Proto *module = vm_compile_quiet_at(vm, "<string>", text, err, sizeof err, &line);
  if (!module) syntax_error(err, line, 0);
  Value fn = vm_function_new(module, NULL, NULL);
  rt_decref(rt_obj(module));
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  rt_decref(r);
}

/* The source text argument: str, or bytes as UTF-8. */
static const char *source_text(const char *fname, Value v) {
  if (rt_is_str(v)) return rt_str_data(v);
  if (rt_is_type(v, &rt_bytes_type)) return (const char *)RT_AS(Bytes, v)->data;
  rt_raise(RT_EXC_TypeError, "%s() arg 1 must be a string, bytes or code object", fname);
}

/* The namespaces argv[1] (globals) and argv[2] (locals): checked, None when absent. */
static void namespaces(bool is_exec, int argc, const Value *argv, Value *g, Value *l) {
  *g = argc > 1 ? argv[1] : rt_none();
  *l = argc > 2 ? argv[2] : rt_none();
  if (!rt_is_none(*g) && !rt_is_dict(*g)) {
    if (is_exec) rt_raise(RT_EXC_TypeError, "exec() globals must be a dict, not %s", rt_type_name(*g));
    rt_raise(RT_EXC_TypeError, "globals must be a dict");
  }
  if (!rt_is_none(*l) && !rt_is_dict(*l)) {
    if (is_exec) rt_raise(RT_EXC_TypeError, "locals must be a mapping or None, not %s", rt_type_name(*l));
    rt_raise(RT_EXC_TypeError, "locals must be a mapping");
  }
}

/* The run of eval or exec: text compiled into a wrapper function whose parameters are the
 * names of the namespaces (or of the caller's locals). */
typedef struct Run {
  Scope scope;
  StrBuf sb;
  Value snapshot; /* the caller's locals (owned; RT_UNDEF when none): the scope borrows them */
} Run;

static void run_free(void *p) {
  Run *r = p;
  scope_free(&r->scope);
  rt_sb_free(&r->sb);
  rt_decref(r->snapshot);
}

/* Fills run's scope from the namespaces, else the caller's locals; false at module level
 * without namespaces (the code then sees only the globals). */
static bool fill_scope(Vm *vm, Run *run, Value g, Value l) {
  if (!rt_is_none(g)) scope_from_dict(&run->scope, g);
  if (!rt_is_none(l)) scope_from_dict(&run->scope, l);
  if (!rt_is_none(g) || !rt_is_none(l)) return true;
  bool module;
  caller(vm, &module);
  if (module) return false;
  run->snapshot = vm_locals_dict(vm, &module);
  scope_from_dict(&run->scope, run->snapshot);
  return true;
}

static void put_params(StrBuf *sb, const char *fname, const Scope *s) {
  rt_sb_printf(sb, "def %s(", fname);
  for (int i = 0; i < s->n; i++) rt_sb_printf(sb, "%s%s", i ? ", " : "", s->names[i]);
  rt_sb_printf(sb, "):\n");
}

/* Does text hold anything but blanks and comments (an expression to evaluate)? */
static bool has_code(const char *text) {
  for (const char *p = text; *p; p++) {
    if (*p == '#') {
      while (*p && *p != '\n') p++;
      if (!*p) break;
    } else if (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r' && *p != '\f') {
      return true;
    }
  }
  return false;
}

static Value b_eval(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("eval", argc, kw, 1, 3, RT_ARGS_CLINIC);
  Vm *vm = vm_current;
  const char *text = source_text("eval", argv[0]);
  while (*text == ' ' || *text == '\t') text++; /* as CPython: eval("  1") is 1 */
  if (!has_code(text)) { /* as CPython: line 0 for no text at all, else line 1, column 0 */
    int line = *text ? 1 : 0;
    raise_syntax(RT_EXC_SyntaxError, "invalid syntax", line, 0, line ? source_line(text, 1) : rt_str_from_c(""),
                 line, 0);
  }
  Value g, l;
  namespaces(false, argc, argv, &g, &l);
  Run run = {.snapshot = rt_undef()};
  int mark = rt_cleanup_push(run_free, &run);
  if (rt_is_none(l) && !rt_is_undef(vm->globals_dict) && g.as.o == vm->globals_dict.as.o) {
    globals_from_dict(vm, g); /* the module's own names, as at module level */
    g = rt_none();
  } else {
    fill_scope(vm, &run, g, l);
  }
  put_params(&run.sb, "__weft_eval__", &run.scope);
  /* text over several lines is one expression only inside brackets: the wrapper's brackets
   * let the lexer join them */
  bool lines = strchr(text, '\n') != NULL;
  rt_sb_printf(&run.sb, lines ? " return (\n%s\n)\n" : " return %s\n", text);
  Value r = call_wrapper(vm, run.sb.data, &run.scope, lines ? 2 : 1, !rt_is_none(g));
  rt_cleanup_pop(mark, true);
  return r;
}

/* The lines of text, each indented by one space (the wrapper's body). */
static void put_body(StrBuf *sb, const char *text) {
  for (const char *line = text; *line;) {
    size_t n = strcspn(line, "\n");
    rt_sb_putc(sb, ' ');
    rt_sb_putn(sb, line, n);
    rt_sb_putc(sb, '\n');
    line += n;
    if (*line) line++;
  }
}

/* exec's assignments go into locals (else globals): the wrapper's locals at its end, less the
 * globals' names it was given and did not rebind. */
static void write_back(Value names, Value g, Value l) {
  if (rt_is_none(l)) {
    rt_dict_update(g, names);
    return;
  }
  Value k, v;
  for (int64_t i = 0; rt_dict_next(names, &i, &k, &v);) {
    Value was = rt_is_none(g) ? rt_undef() : rt_dict_get(g, k);
    bool same = !rt_is_undef(was) && was.tag == v.tag && memcmp(&was.as, &v.as, sizeof v.as) == 0;
    if (!same || !rt_is_undef(rt_dict_get(l, k))) rt_dict_set(l, k, v);
  }
}

static Value b_exec(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc == 0) rt_raise(RT_EXC_TypeError, "exec() takes at least 1 positional argument (0 given)");
  rt_check_args("exec", argc, kw, 1, 3, RT_ARGS_CLINIC);
  Vm *vm = vm_current;
  const char *text = source_text("exec", argv[0]);
  Value g, l;
  namespaces(true, argc, argv, &g, &l);
  Run run = {.snapshot = rt_undef()};
  int mark = rt_cleanup_push(run_free, &run);
  if (rt_is_none(l) && !rt_is_undef(vm->globals_dict) && g.as.o == vm->globals_dict.as.o) {
    globals_from_dict(vm, g);
    run_module_text(vm, text);
    rt_decref(globals_dict(vm));
  } else if (!fill_scope(vm, &run, g, l)) {
    run_module_text(vm, text);
  } else {
    put_params(&run.sb, "__weft_exec__", &run.scope);
    put_body(&run.sb, text);
    bool into = !rt_is_none(g) || !rt_is_none(l);
    rt_sb_printf(&run.sb, " pass\n return locals()\n");
    Value names = call_wrapper(vm, run.sb.data, &run.scope, 1, !rt_is_none(g));
    int m2 = rt_cleanup_push_value(&names);
    if (into && rt_is_dict(names)) write_back(names, g, l);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

void vm_install_eval_builtins(void) {
  Value b = rt_builtins_module();
  rt_module_add_fn(b, "eval", b_eval);
  rt_module_add_fn(b, "exec", b_exec);
  rt_module_add_fn(b, "globals", b_globals);
  rt_module_add_fn(b, "locals", b_locals);
}
