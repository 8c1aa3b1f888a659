/* vm.c — the VM's public API (vm.h): sessions, compiling source (lex → parse → resolve →
 * compile, all errors reported together), running modules under protection, the module
 * global slot table, and the REPL's "is this input complete?" question. */
#include "vm.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../front/lexer.h"
#include "../front/parser.h"
#include "../front/depth.h"
#include "../front/resolve.h"
#include "../front/warn_check.h"
#include "../base/config.h"
#include "../base/io.h"
#include "../obj/exc.h"
#include "../obj/dict.h"
#include "../obj/gc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/ops.h"
#include "../obj/objects.h"
#include "../obj/runtime.h"
#include "compile.h"
#include "disasm.h"
#include "module_spec.h"
#include "../py/green.h"
#include "../py/py.h"
#include "user_module.h"
#include "vm_internal.h"

/* The Python frames of the thread's VM, counted with C recursion against the limit. */
static int python_depth(void) { return vm_current ? vm_current->nframes : 0; }

void vm_enter(Vm *vm) {
  vm_current = vm;
  rt_runtime_enter(vm ? vm->runtime : NULL);
}

/* An uncaught SystemExit ends the program without a traceback: exit(None) is status 0,
 * exit(n) status n, anything else is printed to stderr with status 1. */
static int vm_system_exit(Vm *vm, const Exception *e) {
  rt_stdout_flush();
  Value code = rt_none();
  if (e->value) {
    Value v = rt_obj(e->value);
    if (!rt_try_getattr(v, "code", &code)) code = rt_none();
  }
  int status = 0;
  if (code.tag == RT_INT) {
    status = (int)code.as.i;
  } else if (code.tag == RT_BOOL) {
    status = code.as.b;
  } else if (!rt_is_none(code)) {
    Value s = rt_to_str(code);
    fprintf(stderr, "%s\n", rt_str_data(s));
    rt_decref(s);
    status = 1;
  }
  rt_decref(code);
  fflush(stderr);
  vm->exit_requested = true;
  vm->exit_status = status;
  return status;
}

bool vm_exit_requested(Vm *vm, int *status) {
  if (!vm->exit_requested) return false;
  vm->exit_requested = false;
  *status = vm->exit_status;
  return true;
}

bool vm_ended_by_interrupt(const Vm *vm) {
  return vm->interrupted;
}

/* The exception is KeyboardInterrupt itself: raised by a Ctrl-C or by `raise KeyboardInterrupt`,
 * not an instance of a subclass. */
static bool is_keyboard_interrupt(const Exception *e) {
  if (e->kind != RT_EXC_KeyboardInterrupt) return false;
  return !e->value || rt_exc_class_of(rt_obj(e->value)).as.o == rt_exc_class(e->kind).as.o;
}

Vm *vm_new(void) {
  Vm *vm = calloc(1, sizeof *vm);
  if (!vm) return NULL;
  vm->stack = calloc(VM_STACK_SIZE, sizeof(Value));
  vm->frames = calloc(VM_FRAME_CAP + 8, sizeof(CallFrame));
  vm->init_self = calloc(VM_FRAME_CAP + 8, sizeof(Value));
  vm->prof_line_at = calloc(VM_FRAME_CAP + 8, sizeof(int));
  vm->runtime = rt_runtime_new();
  if (!vm->stack || !vm->frames || !vm->init_self || !vm->prof_line_at || !vm->runtime) {
    free(vm->stack);
    free(vm->frames);
    free(vm->init_self);
    free(vm->prof_line_at);
    rt_runtime_free(vm->runtime);
  vm_modules_free(vm);
    free(vm);
    return NULL;
  }
  vm->handled = rt_none();
  vm->echo_value = rt_undef();
  vm->globals_dict = rt_undef();
  vm->depth_limit = rt_recursion_limit_slot(vm->runtime);
  vm->c_depth = rt_c_depth();
  vm_enter(vm);
  rt_set_traceback_hook(vm_traceback_hook);
  vm_traceback_module_init();
  rt_set_exception_printer(vm_print_exception_skip);
  rt_exc_init();
  rt_class_register_function_type(&vm_function_type);
  rt_gc_use(&vm->gc);
  rt_gc_configure(weft_config()->gc_threshold);
  vm_install_eval_builtins();
  vm_install_del_hook();
  rt_set_py_depth_fn(python_depth);
  vm_install_dir_builtin();
  vm_install_main_module();
  vm_install_user_modules();
  vm_install_frame_hook();
  vm_install_star_builtins();
  vm_green_install();
  return vm;
}

static void kill_threads(void *ud) {
  (void)ud;
  py_green_kill_all();
}

void vm_free(Vm *vm) {
  if (!vm) return;
  vm_unwind_all(vm);
  if (rt_pcall(kill_threads, NULL) != 0) rt_error_clear();
  vm_gen_drop_pending(vm);
  vm_gen_close_at_exit(vm);
  rt_decref(vm->echo_value);
  rt_decref(vm->globals_dict);
  for (int k = 0; k < vm->nglobals; k++) {
    rt_decref(vm->globals[k]);
    free(vm->gnames[k]);
  }
  free(vm->globals);
  free(vm->gbuiltin);
  free(vm->gnames);
  free(vm->ghash);
  vm_modules_clear(vm);
  vm_cells_clear(&vm->cells); /* after the globals: what is left is only cycles */
  rt_gc_clear(&vm->gc);
  for (int k = 0; k < vm->nsources; k++) vm_source_release(vm->sources[k]);
  free(vm->sources);
  free(vm->stack);
  /* last: what the globals and cells held may have been the only other references to modules */
  rt_runtime_free(vm->runtime);
  vm_modules_free(vm);
  if (vm_current == vm) vm_current = NULL, rt_runtime_enter(NULL);
  free(vm->frames);
  free(vm->pending.items);
  free(vm->init_self);
  free(vm->prof_line_at);
  free(vm);
}

/* ---- global slots ---- */

static uint64_t hash_name(const char *s) {
  uint64_t h = 1469598103934665603ull;
  while (*s) h = (h ^ (unsigned char)*s++) * 1099511628211ull;
  return h;
}

static void rehash(Vm *vm) {
  int cap = vm->ghashcap ? vm->ghashcap * 2 : 64;
  int *h = rt_calloc((size_t)cap, sizeof(int));
  for (int k = 0; k < vm->nglobals; k++) {
    uint64_t j = hash_name(vm->gnames[k]) & (uint64_t)(cap - 1);
    while (h[j]) j = (j + 1) & (uint64_t)(cap - 1);
    h[j] = k + 1;
  }
  free(vm->ghash);
  vm->ghash = h;
  vm->ghashcap = cap;
}

int vm_global_slot_find(Vm *vm, const char *name) {
  if (!vm->ghashcap) return -1;
  uint64_t j = hash_name(name) & (uint64_t)(vm->ghashcap - 1);
  for (; vm->ghash[j]; j = (j + 1) & (uint64_t)(vm->ghashcap - 1)) {
    int k = vm->ghash[j] - 1;
    if (strcmp(vm->gnames[k], name) == 0) return k;
  }
  return -1;
}

int vm_global_slot(Vm *vm, const char *name) {
  if ((vm->nglobals + 1) * 2 > vm->ghashcap) rehash(vm);
  uint64_t j = hash_name(name) & (uint64_t)(vm->ghashcap - 1);
  while (vm->ghash[j]) {
    int k = vm->ghash[j] - 1;
    if (strcmp(vm->gnames[k], name) == 0) return k;
    j = (j + 1) & (uint64_t)(vm->ghashcap - 1);
  }
  if (vm->nglobals == vm->capglobals) {
    int cap = vm->capglobals ? vm->capglobals * 2 : 64;
    vm->globals = rt_realloc(vm->globals, sizeof(Value) * (size_t)cap);
    vm->gbuiltin = rt_realloc(vm->gbuiltin, sizeof(Value) * (size_t)cap);
    vm->gnames = rt_realloc(vm->gnames, sizeof(char *) * (size_t)cap);
    vm->capglobals = cap;
  }
  int k = vm->nglobals++;
  vm->globals[k] = rt_undef();
  vm->gbuiltin[k] = rt_undef();
  vm->gnames[k] = rt_strdup(name);
  vm->ghash[j] = k + 1;
  return k;
}

const char *vm_find_source(Vm *vm, const char *file) {
  for (int k = vm->nsources - 1; k >= 0; k--) {
    const Source *s = vm->sources[k];
    if (strcmp(s->name, file) == 0) return s->on_disk_only && access(file, R_OK) != 0 ? NULL : s->text;
  }
  return NULL;
}

static void add_source(Vm *vm, Source *s) {
  vm->sources = rt_realloc(vm->sources, sizeof(Source *) * (size_t)(vm->nsources + 1));
  vm->sources[vm->nsources++] = s;
}

typedef struct ImportJob {
  const char *name;
  Value out;
} ImportJob;

static void import_job(void *ud) {
  ImportJob *job = ud;
  job->out = rt_import(job->name);
}

bool vm_try_import(const char *name, Value *out) {
  ImportJob job = {name, rt_undef()};
  if (rt_pcall(import_job, &job)) {
    rt_error_clear();
    return false;
  }
  *out = job.out;
  return true;
}

/* ---- notebook cells ---- */

static void cell_error(VmCell *cell, const char *ename, const char *evalue) {
  cell->ename = rt_strdup(ename);
  cell->evalue = rt_strdup(evalue);
}

typedef struct StrJob {
  Value v, out;
  bool repr;
} StrJob;

static void str_job(void *ud) {
  StrJob *job = ud;
  job->out = job->repr ? rt_repr(job->v) : rt_to_str(job->v);
}

/* str() or repr() of v as a malloc'd string; NULL when it raised (the error is dropped). */
static char *text_of(Value v, bool repr) {
  StrJob job = {v, rt_undef(), repr};
  if (rt_pcall(str_job, &job)) {
    rt_error_clear();
    return NULL;
  }
  char *s = rt_strdup(rt_str_data(job.out));
  rt_decref(job.out);
  return s;
}

/* IPython's ename is the class's __name__ (without its module) and evalue is str(exc). */
static void cell_exception(VmCell *cell, const Exception *e) {
  if (!e->value) {
    cell_error(cell, rt_exc_names[e->kind], e->message ? e->message : "");
    return;
  }
  Value v = rt_obj(e->value);
  const char *cls = rt_exc_class_display(rt_exc_class_of(v));
  const char *dot = strrchr(cls, '.');
  char *evalue = text_of(v, false);
  cell_error(cell, dot ? dot + 1 : cls, evalue ? evalue : "<exception str() failed>");
  free(evalue);
}

/* ---- compiling ---- */

static bool span_before(Span a, Span b) {
  return a.line < b.line || (a.line == b.line && a.col < b.col);
}


typedef struct CompileJob {
  Vm *vm;
  Source *src;
  VmEcho echo;
  Diag diag;
  AstTree *tree; /* the functions compiled keep their own references */
  LexResult lex;
  Proto *proto;
  int syntax_errors; /* those the lexer and parser found (the rest: the resolver, the compiler) */
  int nstmts;        /* the module body's statements, once parsed */
  Span first, second; /* the first two statements' */
  bool no_warnings;   /* a second compile of text whose warnings were given (evalexec.c) */
} CompileJob;

/* At the prompt (the REPL's input status said so), an error met inside a bracket still open is
 * the one to report, not the bracket: Python's interactive interpreter does the same. */
static bool interactive_bracket_error(CompileJob *job, Arena *arena) {
  Diag parsed;
  vm_diag_init(&parsed, job->diag.file, job->diag.src);
  LexResult closed = job->lex;
  closed.open_bracket = false;
  vm_parse(&closed, &parsed, arena, vm_parse_depth_limit(rt_recursion_limit()));
  const Token *eof = &job->lex.toks[job->lex.n - 1];
  for (int k = 0; k < parsed.count; k++) {
    if (span_before(parsed.entries[k].span, eof->span)) {
      vm_diag_free(&job->diag);
      job->diag = parsed;
      return true;
    }
  }
  vm_diag_free(&parsed);
  return false;
}

/* While a script file compiles: its __doc__ is set (to its docstring or None), as CPython's
 * __main__ has it (doctest tests it); REPL cells and exec'd text leave it alone. */
static bool script_doc;

void vm_compile_sets_doc(void) { script_doc = true; }

static void set_module_doc(Vm *vm, const AstModule *m) {
  int slot = vm_global_slot(vm, "__doc__");
  rt_decref(vm->globals[slot]);
  const Stmt *first = m->body.n > 0 ? m->body.items[0] : NULL;
  if (first && first->kind == ST_EXPR && first->as.expr->kind == EX_STR)
    vm->globals[slot] = rt_str_new(first->as.expr->as.str.s, (size_t)first->as.expr->as.str.len);
  else
    vm->globals[slot] = rt_none();
}

/* CPython's compile-time SyntaxWarnings, through the warnings filters; one they make an error
 * is the SyntaxError it reports there. */
static void warn_syntax(CompileJob *job, const AstModule *m, Arena *arena) {
  CompileWarnings found = {0};
  vm_find_syntax_warnings(m, &found, arena);
  for (int k = 0; k < found.n; k++) {
    const CompileWarning *w = &found.items[k];
    int line = w->span.line - job->vm->warn_line_shift;
    if (!py_warn_compile(rt_exc_class(RT_EXC_SyntaxWarning), w->message, job->src->name, line < 1 ? 1 : line)) {
      vm_diag_error(&job->diag, w->span, "%s", w->message);
      return;
    }
  }
}

/* CPython's parser warns of an invalid escape sequence in a string literal (the first of each),
 * a DeprecationWarning in 3.11; one the filters make an error is the SyntaxError it reports
 * there, under the literal. False then. */
static bool warn_escapes(CompileJob *job) {
  DiagEscape *all = job->diag.escapes; /* in source order (the lexer finds most, the parser f-strings') */
  for (int k = 1; k < job->diag.nescapes; k++)
    for (int j = k; j > 0 && span_before(all[j].span, all[j - 1].span); j--) {
      DiagEscape t = all[j];
      all[j] = all[j - 1];
      all[j - 1] = t;
    }
  for (int k = 0; k < job->diag.nescapes; k++) {
    const DiagEscape *e = &job->diag.escapes[k];
    char msg[64];
    snprintf(msg, sizeof msg, "invalid escape sequence '\\%c'", e->c);
    int line = e->span.line - job->vm->warn_line_shift;
    if (!py_warn_compile(rt_exc_class(RT_EXC_DeprecationWarning), msg, job->src->name, line < 1 ? 1 : line)) {
      vm_diag_error(&job->diag, e->span, "%s", msg);
      job->syntax_errors = job->diag.count; /* the parser's error, with its line */
      return false;
    }
  }
  return true;
}

static void compile_job(void *ud) {
  CompileJob *job = ud;
  Arena *arena = &job->tree->arena;
  vm_lex(job->src->text, &job->diag, arena, &job->lex);
  if (job->echo == VM_ECHO_ALL && job->lex.open_bracket && interactive_bracket_error(job, arena)) {
    job->syntax_errors = job->diag.count;
    return;
  }
  AstModule *m = vm_parse(&job->lex, &job->diag, arena, vm_parse_depth_limit(rt_recursion_limit()));
  job->syntax_errors = job->diag.count;
  job->nstmts = m ? m->body.n : 0;
  if (job->nstmts > 0) job->first = m->body.items[0]->span;
  if (job->nstmts > 1) job->second = m->body.items[1]->span;
  if (script_doc && job->diag.count == 0) set_module_doc(job->vm, m);
  script_doc = false; /* the script's own text only, not what it compiles later */
  if (job->diag.count == 0) {
    /* CPython's compiler counts from the depth of the code that compiles (three per Python frame
     * and the builtin's call: exec, eval, compile), up to three times the recursion limit */
    int frames = job->vm->nframes;
    vm_resolve(m, &job->diag, arena, frames ? VM_COMPILE_DEPTH_SCALE * (frames + 1) : 0,
               VM_COMPILE_DEPTH_SCALE * rt_recursion_limit());
  }
  if (job->diag.count == 0 && !job->no_warnings && warn_escapes(job)) warn_syntax(job, m, arena);
  if (job->diag.count == 0)
    job->proto = vm_compile_module(job->vm, m, job->tree, job->src, &job->diag, job->echo);
}

/* The first error in source order: where it is, and whether the parser found it. */
static void error_place(const CompileJob *job, VmCompileInfo *info) {
  int first = 0;
  for (int k = 1; k < job->diag.count; k++)
    if (span_before(job->diag.entries[k].span, job->diag.entries[first].span)) first = k;
  Span s = job->diag.entries[first].span;
  info->line = s.line, info->col = s.col, info->end_line = s.end_line, info->end_col = s.end_col;
  info->parsing = first < job->syntax_errors;
}

/* Returns the module's code, or NULL after printing the errors to err (*status = 65 or 70).
 * A notebook cell (cell not NULL) is told the first error's message as its evalue; info (not
 * NULL) the first error's place and the body's statements. */
static Proto *compile_with(Vm *vm, Source *src, VmEcho echo, int *status, FILE *err, VmCell *cell,
                           VmCompileInfo *info) {
  CompileJob job = {.vm = vm, .src = src, .echo = echo, .tree = vm_ast_tree_new(), .no_warnings = info && info->no_warnings};
  vm_diag_init(&job.diag, src->name, src->text);
  *status = 0;
  int failed = rt_pcall(compile_job, &job);
  free(job.lex.toks);
  vm_ast_tree_release(job.tree);
  if (failed) {
    rt_stdout_flush();
    Exception *e = rt_error_take();
    if (e) vm_print_exception(vm, e, err);
    rt_exception_free(e);
    vm_diag_free(&job.diag);
    if (cell) cell_error(cell, "SystemError", "internal error while compiling");
    *status = 70;
    return NULL;
  }
  if (info) {
    info->nstmts = job.nstmts;
    info->first_end_line = job.first.end_line;
    info->next_line = job.second.line, info->next_col = job.second.col;
  }
  if (job.diag.count > 0 || !job.proto) {
    rt_stdout_flush();
    if (info && job.diag.count > 0) error_place(&job, info);
    if (echo == VM_ECHO_ALL) vm_diag_print_python(&job.diag, job.syntax_errors > 0, err);
    else vm_diag_print(&job.diag, err);
    if (cell) {
      const char *message = job.diag.count ? job.diag.entries[0].message : "";
      cell_error(cell, vm_diag_class(message), message);
    }
    vm_diag_free(&job.diag);
    *status = 65;
    return NULL;
  }
  vm_diag_free(&job.diag);
  return job.proto;
}

static Proto *compile(Vm *vm, Source *src, VmEcho echo, int *status, FILE *err, VmCell *cell) {
  return compile_with(vm, src, echo, status, err, cell, NULL);
}

/* ---- running ---- */

/* The rest of what CPython's __main__ holds before a program runs: __package__ and __spec__ None,
 * __builtins__ the builtins module, and for a script file __cached__ None and __loader__ its
 * SourceFileLoader. Names the program set already (a REPL's later cells) are left alone. */
static void set_main_dunders(Vm *vm) {
  static const char *const nones[] = {"__package__", "__spec__"};
  for (size_t i = 0; i < sizeof nones / sizeof *nones; i++) {
    int slot = vm_global_slot(vm, nones[i]);
    if (rt_is_undef(vm->globals[slot])) vm->globals[slot] = rt_none();
  }
  int slot = vm_global_slot(vm, "__builtins__");
  if (rt_is_undef(vm->globals[slot])) {
    vm->globals[slot] = rt_builtins_module();
    rt_incref(vm->globals[slot]);
  }
  Value file = vm->globals[vm_global_slot(vm, "__file__")];
  if (!rt_is_str(file)) return;
  slot = vm_global_slot(vm, "__cached__");
  if (rt_is_undef(vm->globals[slot])) vm->globals[slot] = rt_none();
  slot = vm_global_slot(vm, "__loader__");
  if (rt_is_undef(vm->globals[slot])) vm->globals[slot] = vm_source_loader_new("__main__", rt_str_data(file));
}

static void run_module(void *ud) {
  Vm *vm = vm_current;
  Proto *p = ud;
  int slot = vm_global_slot(vm, "__name__"); /* `if __name__ == "__main__":` */
  if (rt_is_undef(vm->globals[slot])) vm->globals[slot] = rt_str_from_c("__main__");
  slot = vm_global_slot(vm, "__annotations__"); /* __main__'s, filled by `x: T` at module level */
  if (rt_is_undef(vm->globals[slot])) vm->globals[slot] = rt_dict_new();
  set_main_dunders(vm);
  Value fn = vm_function_new(p, NULL, NULL);
  vm->stack[0] = fn;
  vm_push_frame(vm, RT_AS(Function, fn), vm->stack + 1, 0, rt_undef(), true);
  Value res = vm_execute(vm);
  rt_decref(res);
  vm->stack[0] = rt_undef();
  rt_decref(fn);
  py_green_settle();
}

static void shutdown_job(void *ud) {
  (void)ud;
  py_green_shutdown();
}

/* A program's end (threading._shutdown): the threads that are not daemons run to their end
 * first, after an uncaught exception too. A deadlock there is the program's error (unless it
 * already failed: its own error was the last thing printed). */
static int join_threads(Vm *vm, int status) {
  if (rt_pcall(shutdown_job, NULL) == 0) return status;
  Exception *e = rt_error_take();
  vm_unwind_all(vm);
  if (e && status == 0) vm_print_exception(vm, e, stderr); /* after an error: that one stands */
  rt_exception_free(e);
  return status == 0 ? 1 : status;
}

/* After the program (its error or SystemExit included): the threads, then atexit's callables
 * (Py_FinalizeEx's order). */
static int program_end(Vm *vm, int status) {
  status = join_threads(vm, status);
  py_atexit_run();
  rt_stdout_flush();
  return status;
}

/* Runs src; errors go to err. A cell (not NULL) keeps the echoed value and the error's names. */
static int run_source(Vm *vm, const char *name, const char *src, VmEcho echo, FILE *err,
                      VmCell *cell) {
  vm_enter(vm);
  rt_gc_use(&vm->gc);
  rt_set_traceback_hook(vm_traceback_hook);
  Source *s = vm_source_new(name, src);
  add_source(vm, s);
  if (!cell) vm->interrupted = false;
  int status;
  Proto *p = compile(vm, s, echo, &status, err, cell);
  if (!p) return status;
  int failed = rt_pcall(run_module, p);
  rt_decref(rt_obj(p));
  if (failed) {
    Exception *e = rt_error_take(); /* printing may call str() of the exception: it runs protected */
    vm_unwind_all(vm);
    int status = 1;
    if (cell && e) cell_exception(cell, e); /* a cell's SystemExit is an error like any other */
    if (!cell && e && rt_exc_kind_is(e->kind, RT_EXC_SystemExit)) status = vm_system_exit(vm, e);
    else if (e) vm_print_exception(vm, e, err);
    if (!cell && e) vm->interrupted = is_keyboard_interrupt(e);
    rt_exception_free(e);
    return status;
  }
  rt_stdout_flush();
  return 0;
}

int vm_run_source(Vm *vm, const char *name, const char *src, bool echo) {
  return run_source(vm, name, src, echo ? VM_ECHO_ALL : VM_ECHO_NONE, stderr, NULL);
}

int vm_run_program(Vm *vm, const char *name, const char *src) {
  int rc = vm_run_source(vm, name, src, false);
  if (rc != 65 && rc != 70) rc = program_end(vm, rc);
  return rc;
}

/* The value goes to `_` as IPython's displayhook does; a repr that raises shows no value. */
int vm_run_cell(Vm *vm, const char *name, const char *src, FILE *err, VmCell *out) {
  *out = (VmCell){NULL, NULL, NULL};
  vm->echo_keep = true;
  int rc = run_source(vm, name, src, VM_ECHO_LAST, err, out);
  vm->echo_keep = false;
  Value v = vm->echo_value;
  vm->echo_value = rt_undef();
  if (rc == 0 && !rt_is_undef(v) && !rt_is_none(v)) {
    out->value = text_of(v, true);
    int slot = vm_global_slot(vm, "_");
    rt_incref(v);
    rt_decref(vm->globals[slot]);
    vm->globals[slot] = v;
  }
  rt_decref(v);
  return rc;
}

void vm_cell_free(VmCell *cell) {
  free(cell->value);
  free(cell->ename);
  free(cell->evalue);
  *cell = (VmCell){NULL, NULL, NULL};
}

/* A script's name as CPython 3.11 gives it (__file__, co_filename, tracebacks, warnings and
 * SyntaxErrors): a relative path is joined to the working directory as given, without
 * normalising ("./a.py" is "/cwd/./a.py"; from "/", "//a.py"). Malloc'd; NULL if out of memory. */
static char *script_name(const char *path) {
  char cwd[4096];
  if (path[0] == '/' || !getcwd(cwd, sizeof cwd)) return strdup(path);
  size_t n = strlen(cwd) + strlen(path) + 2;
  char *name = malloc(n);
  if (name) snprintf(name, n, "%s/%s", cwd, path);
  return name;
}

static void set_file_global(Vm *vm, const char *name) {
  int slot = vm_global_slot(vm, "__file__");
  rt_decref(vm->globals[slot]);
  vm->globals[slot] = rt_str_from_c(name);
}

int vm_run_file(Vm *vm, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "weft: can't open file '%s': [Errno 2] No such file or directory\n", path);
    return 2;
  }
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (n + 1 == cap) {
      char *more = realloc(buf, cap * 2);
      if (!more) break;
      buf = more;
      cap *= 2;
    }
  }
  fclose(f);
  if (!buf) return 70;
  buf[n] = 0;
  if (strlen(buf) != n) {
    fprintf(stderr, "%s:1:1: error: source code cannot contain null bytes\n", path);
    free(buf);
    return 65;
  }
  char *name = script_name(path);
  if (!name) {
    free(buf);
    return 70;
  }
  set_file_global(vm, name);
  script_doc = true;
  int rc = vm_run_source(vm, name, buf, false);
  script_doc = false;
  if (rc != 65 && rc != 70) rc = program_end(vm, rc);
  free(name);
  free(buf);
  return rc;
}

int vm_disassemble_source(Vm *vm, const char *name, const char *src, FILE *out) {
  vm_enter(vm);
  Source *s = vm_source_new(name, src);
  add_source(vm, s);
  int status;
  Proto *p = compile(vm, s, VM_ECHO_NONE, &status, stderr, NULL);
  if (!p) return status;
  vm_disassemble_proto(p, out);
  rt_decref(rt_obj(p));
  return 0;
}

/* The message of the first error compile() wrote to err: from its `SyntaxError: MESSAGE` line
 * (a compile error, in CPython's layout), or its last line (an exception while compiling). */
static void first_message(const char *text, char *out, size_t n) {
  const char *m = NULL;
  if (strncmp(text, "Traceback", 9) != 0) {
    for (const char *l = text; *l; l += strcspn(l, "\n") + (l[strcspn(l, "\n")] == '\n')) {
      if (*l == ' ' || *l == '\n') continue;
      const char *colon = strstr(l, ": ");
      if (colon && colon < l + strcspn(l, "\n")) m = colon + 2;
      break;
    }
  }
  if (!m) {
    size_t len = strlen(text);
    while (len > 0 && text[len - 1] == '\n') len--;
    m = text + len;
    while (m > text && m[-1] != '\n') m--;
  }
  snprintf(out, n, "%.*s", (int)strcspn(m, "\n"), m);
}

Proto *vm_compile_quiet(Vm *vm, const char *name, const char *src, char *err, size_t nerr) {
  return vm_compile_quiet_at(vm, name, src, err, nerr, NULL);
}

Proto *vm_compile_quiet_at(Vm *vm, const char *name, const char *src, char *err, size_t nerr, int *line) {
  VmCompileInfo info = {.line = line ? *line : 0};
  Proto *p = vm_compile_text(vm, name, src, VM_ECHO_NONE, err, nerr, &info);
  if (!p && line) *line = info.line;
  return p;
}

Proto *vm_compile_text(Vm *vm, const char *name, const char *src, int echo, char *err, size_t nerr,
                       VmCompileInfo *info) {
  char *text = NULL;
  size_t len = 0;
  FILE *sink = open_memstream(&text, &len);
  if (!sink) rt_raise(RT_EXC_MemoryError, "out of memory");
  Source *s = vm_source_new(name, src);
  s->on_disk_only = info->on_disk_only;
  add_source(vm, s);
  int status;
  int old_line = info->line;
  info->line = 0;
  Proto *p = compile_with(vm, s, (VmEcho)echo, &status, sink, NULL, info);
  fclose(sink);
  if (!p) first_message(text ? text : "", err, nerr);
  if (!p && info->line <= 0) info->line = old_line; /* an exception while compiling: no place */
  free(text);
  return p;
}

int vm_check_source(Vm *vm, const char *name, const char *src) {
  vm_enter(vm);
  Source *s = vm_source_new(name, src);
  add_source(vm, s);
  int status;
  Proto *p = compile(vm, s, VM_ECHO_ALL, &status, stderr, NULL);
  if (!p) return status;
  rt_decref(rt_obj(p));
  return 0;
}

/* ---- REPL input ---- */

static bool ends_with_blank_line(const char *src) {
  size_t n = strlen(src);
  if (n > 0 && src[n - 1] == '\n') n--;
  size_t k = n;
  while (k > 0 && src[k - 1] != '\n') k--;
  if (k == 0) return false; /* a single line */
  for (size_t j = k; j < n; j++) {
    if (src[j] != ' ' && src[j] != '\t' && src[j] != '\r') return false;
  }
  return true;
}

typedef struct StatusJob {
  const char *src;
  Arena arena; /* these three are freed by the caller, also when lexing raises */
  Diag diag;
  LexResult lex;
  VmInputStatus status;
} StatusJob;

/* A block still being typed is impossible already when the lexer found an error, or the parser
 * found one before the end of the input (where only "expected an indented block" and the like
 * wait for more lines): the REPL then reports it at once, as Python's does. */
static bool block_so_far_is_possible(StatusJob *job) {
  if (job->diag.count > 0) return false;
  vm_parse(&job->lex, &job->diag, &job->arena, vm_parse_depth_limit(rt_recursion_limit()));
  const Token *eof = &job->lex.toks[job->lex.n - 1];
  for (int k = 0; k < job->diag.count; k++) {
    if (job->diag.entries[k].span.line < eof->span.line) return false;
  }
  return true;
}

/* Inside a bracket still open, an error the parser meets before the end of the input cannot be
 * mended by more lines (`def f(:`, `print(1` then `if x:`): Python reports it at once. The
 * parser is told the bracket is closed, so it does not take its errors for consequences of the
 * missing bracket; the lexer's own "never closed" is the one error more lines do mend. */
static bool bracket_so_far_is_possible(StatusJob *job) {
  for (int k = 0; k < job->diag.count; k++) {
    Span sp = job->diag.entries[k].span;
    if (sp.line != job->lex.unclosed.line || sp.col != job->lex.unclosed.col) return false;
  }
  vm_diag_free(&job->diag);
  LexResult closed = job->lex;
  closed.open_bracket = false;
  vm_parse(&closed, &job->diag, &job->arena, vm_parse_depth_limit(rt_recursion_limit()));
  const Token *eof = &job->lex.toks[job->lex.n - 1];
  for (int k = 0; k < job->diag.count; k++) {
    if (span_before(job->diag.entries[k].span, eof->span)) return false;
  }
  return true;
}

static void status_job(void *ud) {
  StatusJob *job = ud;
  const char *src = job->src;
  VmInputStatus st = VM_INPUT_COMPLETE;
  vm_lex(src, &job->diag, &job->arena, &job->lex);
  const LexResult lex = job->lex;
  bool opened_block = false;
  for (int k = 0; k < lex.n; k++) opened_block = opened_block || lex.toks[k].kind == TK_INDENT;
  int last = lex.n - 1;
  while (last >= 0 && (lex.toks[last].kind == TK_EOF || lex.toks[last].kind == TK_NEWLINE ||
                       lex.toks[last].kind == TK_DEDENT)) {
    last--;
  }
  bool header = last >= 0 && lex.toks[last].kind == TK_COLON;
  if (lex.open_bracket && !lex.open_triple_string) {
    st = bracket_so_far_is_possible(job) ? VM_INPUT_INCOMPLETE : VM_INPUT_ERROR;
  } else if (lex.open_bracket || lex.open_triple_string || lex.trailing_backslash) {
    st = VM_INPUT_INCOMPLETE;
  } else if ((header || opened_block) && !ends_with_blank_line(src)) {
    st = block_so_far_is_possible(job) ? VM_INPUT_INCOMPLETE : VM_INPUT_ERROR;
  } else if (!block_so_far_is_possible(job)) { /* `class = 1` is no header to wait after */
    st = VM_INPUT_ERROR;
  }
  job->status = st;
}

VmInputStatus vm_input_status(const char *src) {
  StatusJob job = {.src = src, .status = VM_INPUT_COMPLETE};
  vm_arena_init(&job.arena);
  vm_diag_init(&job.diag, "<stdin>", src);
  int failed = rt_pcall(status_job, &job);
  free(job.lex.toks);
  vm_diag_free(&job.diag);
  vm_arena_free(&job.arena);
  if (failed) {
    rt_error_clear();
    return VM_INPUT_ERROR;
  }
  return job.status;
}
