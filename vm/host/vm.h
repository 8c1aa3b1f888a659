/* vm.h — the host VM as the `weft` command and the REPL use it.
 *
 * A Vm is one interpreter session: its module globals persist across vm_run_source() calls so
 * the REPL keeps its state. Errors are printed to stderr by these functions (compile errors as
 * `file:line:col: error: message` + source line + caret; runtime errors as a Python traceback)
 * and reported through the returned exit code (STYLE.md): 0 ok, 1 runtime error, 65 compile
 * error, 70 internal error.
 */
#ifndef WEFT_VM_HOST_VM_H
#define WEFT_VM_HOST_VM_H

#include <stdbool.h>
#include <stdio.h>

typedef struct Vm Vm;

Vm *vm_new(void);
void vm_free(Vm *vm);

/* Run a whole program file. Returns the exit code. */
int vm_run_file(Vm *vm, const char *path);
/* The running program's frames for the crash handler (vm/base/crash.h's rt_CrashFramesFn). */
void vm_crash_frames(int fd);
/* The source line the running VM of this thread is at (its top Python frame; a native call's
 * caller): the line, and *file its file name; 0 when no code runs (the profiler names launch
 * and copy lines with it). */
int vm_current_line(const char **file);

/* Run source text as the module body. `name` is the file name shown in messages ("<string>"
 * for -c, "<stdin>" in the REPL). With echo (REPL), the value of an expression statement is
 * printed with repr() unless it is None. Returns the exit code. */
int vm_run_source(Vm *vm, const char *name, const char *src, bool echo);
/* A whole program from a string (-c CODE, stdin): vm_run_source, then it waits for the
 * program's non-daemon threads as vm_run_file does. */
int vm_run_program(Vm *vm, const char *name, const char *src);

/* For the REPL: did the last vm_run_source end in SystemExit (exit(), sys.exit())? Then
 * *status is its exit status; the request is cleared. */
bool vm_exit_requested(Vm *vm, int *status);
/* Did the last vm_run_file or vm_run_source end in an uncaught KeyboardInterrupt (the class
 * itself, not a subclass, as CPython checks)? A program's command then ends by SIGINT. */
bool vm_ended_by_interrupt(const Vm *vm);
/* The REPL's builtins (introspect.c): exit and quit (CPython's site objects), help(obj) and
 * dir(obj) / dir() (the session's globals). */
void vm_install_repl_builtins(Vm *vm);
/* The session's variables as IPython's %who lists them: globals not starting with '_', sorted
 * (vm_names_free). */
char **vm_user_names(Vm *vm);

/* For the REPL's magics: compile src without running it; errors as the prompt shows them
 * (Python's SyntaxError layout). Returns 0 or vm_run_source's status for a compile error. */
int vm_check_source(Vm *vm, const char *name, const char *src);

/* For the REPL: does this (multi-line) input need more lines? */
typedef enum { VM_INPUT_COMPLETE, VM_INPUT_INCOMPLETE, VM_INPUT_ERROR } VmInputStatus;
VmInputStatus vm_input_status(const char *src);

/* ---- the Jupyter kernel (repl/serve.c) ---- */

/* What a notebook cell left: malloc'd strings, NULL when absent (vm_cell_free). */
typedef struct VmCell {
  char *value;  /* repr() of the cell's value (IPython's Out): set when its last statement is an
                   expression whose value is not None */
  char *ename;  /* on an error: the exception's class name ("ZeroDivisionError"; "SyntaxError"
                   for a compile error) */
  char *evalue; /* and its str() (a compile error: the first message) */
} VmCell;

/* Run a notebook cell as IPython does: as vm_run_source, but only the value of the last
 * statement is kept (when it is an expression), bound to `_` and returned in out->value, not
 * printed. Compile errors and tracebacks are written to err rather than stderr; a SystemExit
 * is reported as an error like any other. Returns the exit code as vm_run_source. */
int vm_run_cell(Vm *vm, const char *name, const char *src, FILE *err, VmCell *out);
void vm_cell_free(VmCell *cell);

/* Completion (introspect.c): the names starting with prefix, sorted, without duplicates, as a
 * NULL-terminated malloc'd array of malloc'd strings (vm_names_free). path NULL: the module's
 * globals, the builtins and the keywords; else path is a dotted name bound in the globals
 * ("np", "np.random", "obj.field") and the names are that object's attributes (of modules,
 * classes and their instances). NULL when path names nothing. Runs no user code. */
char **vm_complete(Vm *vm, const char *path, const char *prefix);
void vm_names_free(char **names);
/* What the notebook's Shift-Tab shows for a dotted name: "f(a, b=1)" and the docstring for a
 * function, the class's name and docstring for a class, else the value's type and repr.
 * malloc'd; NULL when the name is not bound. */
char *vm_describe(Vm *vm, const char *path);

/* Print the bytecode of source (every function too) to out: used by `weft --dis` and `:dis`. */
int vm_disassemble_source(Vm *vm, const char *name, const char *src, FILE *out);

#endif
