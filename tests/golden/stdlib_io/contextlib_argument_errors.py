# Argument errors of redirect_stdout and ExitStack's methods.
import contextlib
def attempt(code):
    try:
        eval(code)
        print(code, "ok")
    except Exception as e:
        print(code, "->", type(e).__name__, e)
for code in ["contextlib.redirect_stdout(1, 2)", "contextlib.redirect_stderr()", "contextlib.ExitStack(1)",
             "contextlib.ExitStack().push()", "contextlib.ExitStack().push(1, 2)", "contextlib.ExitStack().enter_context()",
             "contextlib.ExitStack().pop_all(1)", "contextlib.ExitStack().close(1)"]:
    attempt(code)

# expect: contextlib.redirect_stdout(1, 2) -> TypeError _RedirectStream.__init__() takes 2 positional arguments but 3 were given
# expect: contextlib.redirect_stderr() -> TypeError _RedirectStream.__init__() missing 1 required positional argument: 'new_target'
# expect: contextlib.ExitStack(1) -> TypeError _BaseExitStack.__init__() takes 1 positional argument but 2 were given
# expect: contextlib.ExitStack().push() -> TypeError _BaseExitStack.push() missing 1 required positional argument: 'exit'
# expect: contextlib.ExitStack().push(1, 2) -> TypeError _BaseExitStack.push() takes 2 positional arguments but 3 were given
# expect: contextlib.ExitStack().enter_context() -> TypeError _BaseExitStack.enter_context() missing 1 required positional argument: 'cm'
# expect: contextlib.ExitStack().pop_all(1) -> TypeError _BaseExitStack.pop_all() takes 1 positional argument but 2 were given
# expect: contextlib.ExitStack().close(1) -> TypeError ExitStack.close() takes 1 positional argument but 2 were given
