# time.sleep of an infinite or huge length: CPython's OverflowError, in the main thread and in
# a thread (inf was a float-to-integer overflow, and a thread slept forever).
import threading, time
def attempts():
    for v in [float("inf"), 1e300, 2**64, float("nan"), -1]:
        try:
            time.sleep(v)
        except (OverflowError, ValueError) as e:
            print(type(e).__name__, e)
attempts()
t = threading.Thread(target=attempts)
t.start()
t.join()
# expect: OverflowError timestamp too large to convert to C _PyTime_t
# expect: OverflowError timestamp too large to convert to C _PyTime_t
# expect: OverflowError timestamp too large to convert to C _PyTime_t
# expect: ValueError Invalid value NaN (not a number)
# expect: ValueError sleep length must be non-negative
# expect: OverflowError timestamp too large to convert to C _PyTime_t
# expect: OverflowError timestamp too large to convert to C _PyTime_t
# expect: OverflowError timestamp too large to convert to C _PyTime_t
# expect: ValueError Invalid value NaN (not a number)
# expect: ValueError sleep length must be non-negative
