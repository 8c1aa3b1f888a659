# A call written over several lines: the traceback shows its first line, carets to its end.
def ratio(a, b):
    return a / b
r = ratio(1,
          0)
# expect stderr:   File "tb_multiline_call.py", line 4, in <module>
# expect stderr:     r = ratio(1,
# expect stderr:         ^^^^^^^^
# expect runtime error: ZeroDivisionError: division by zero
