# An exception leaving a finally block after another one: both printed, chained.
def f():
    try:
        return 1 / 0
    finally:
        print("cleanup")
        undefined_helper()
f()
# expect: cleanup
# expect stderr: ZeroDivisionError: division by zero
# expect stderr: During handling of the above exception, another exception occurred:
# expect runtime error: NameError: name 'undefined_helper' is not defined
