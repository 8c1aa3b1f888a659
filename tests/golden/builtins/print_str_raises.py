# An argument whose __str__ raises: the arguments and separators before it are written already
# (CPython's print writes each as it goes), then the exception goes on.
class Bad:
    def __str__(self):
        raise ValueError("no str")

for i in range(2):
    try:
        print("before", "x" * 50, Bad(), "after")
    except ValueError as e:
        print("caught:", e)
print("done", 1, 2.5)
# expect: before xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx caught: no str
# expect: before xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx caught: no str
# expect: done 1 2.5
