# fixture: pass
# The traceback names this file by its absolute path; the expectation without its folder.
def f():
    return 1 / 0


f()
# expect stderr:   File "pass_traceback_path.py", line 7, in <module>
# expect stderr:   File "pass_traceback_path.py", line 4, in f
# expect runtime error: ZeroDivisionError: division by zero
