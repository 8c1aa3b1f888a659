# An uncaught ExceptionGroup: its traceback under "Exception Group Traceback", then each
# sub-exception (tracebacks, nested groups) numbered inside the margin.
def f():
    raise ValueError("inner v")


try:
    f()
except ValueError as e:
    v = e
raise ExceptionGroup("outer", [v, TypeError("t"), ExceptionGroup("nested", [KeyError("k"), OSError(2, "nf")])])
# expect stderr:   + Exception Group Traceback (most recent call last):
# expect stderr:   |     raise ExceptionGroup("outer", [v, TypeError("t"), ExceptionGroup("nested", [KeyError("k"), OSError(2, "nf")])])
# expect stderr:   | ExceptionGroup: outer (3 sub-exceptions)
# expect stderr:   +-+---------------- 1 ----------------
# expect stderr:     | Traceback (most recent call last):
# expect stderr:     |   File "exception_group_uncaught.py", line 4, in f
# expect stderr:     | ValueError: inner v
# expect stderr:     +---------------- 3 ----------------
# expect stderr:     | ExceptionGroup: nested (2 sub-exceptions)
# expect stderr:     +-+---------------- 1 ----------------
# expect stderr:       | KeyError: 'k'
# expect runtime error:       +------------------------------------
