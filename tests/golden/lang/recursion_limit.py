def down(n):
    return down(n + 1)
down(0)
# expect stderr:   [Previous line repeated 996 more times]
# expect stderr:   File "recursion_limit.py", line 2, in down
# expect runtime error: RecursionError: maximum recursion depth exceeded
