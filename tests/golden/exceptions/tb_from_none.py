# raise ... from None prints only the new exception.
try:
    [][1]
except IndexError:
    raise ValueError("clean") from None
# expect stderr: Traceback (most recent call last):
# expect stderr:   File "tb_from_none.py", line 5, in <module>
# expect runtime error: ValueError: clean
