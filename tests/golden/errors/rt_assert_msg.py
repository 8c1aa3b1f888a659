def check(v):
    assert v > 0, f"bad value {v}"
    return v
check(3)
check(-2)
# expect stderr:   File "rt_assert_msg.py", line 2, in check
# expect runtime error: AssertionError: bad value -2
