x = 0
assert x == 1
# expect stderr:   File "rt_assert_plain.py", line 2, in <module>
# expect runtime error: AssertionError
