# Unwinding frees what it unwinds: zip() of more than eight iterables, one of which raises
# part-way, releases the buffer it pulls the items into (`make asan` checks with leak
# detection on).
def f(x):
    return 10 // x
print(list(zip([1], [2], [3], [4], [5], [6], [7], [8], map(f, [5]))))
print(list(zip([1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12], [13, 14], [15, 16], map(f, [1, 0]))))
# expect: [(1, 2, 3, 4, 5, 6, 7, 8, 2)]
# expect stderr:   File "unwind_zip_many.py", line 5, in f
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
