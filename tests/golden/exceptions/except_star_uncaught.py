# The exception group left over by except* clauses, uncaught, printed as CPython 3.11 does.
def multi():
    try:
        raise ExceptionGroup("m", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise KeyError("from v")


multi()
# expect stderr:   + Exception Group Traceback (most recent call last):
# expect stderr:   |   File "except_star_uncaught.py", line 9, in <module>
# expect stderr:   | ExceptionGroup:  (2 sub-exceptions)
# expect stderr:   +-+---------------- 1 ----------------
# expect stderr:     |   File "except_star_uncaught.py", line 4, in multi
# expect stderr:     | During handling of the above exception, another exception occurred:
# expect stderr:     | KeyError: 'from v'
# expect stderr:     +---------------- 2 ----------------
# expect stderr:       | TypeError: 2
# expect runtime error:       +------------------------------------
