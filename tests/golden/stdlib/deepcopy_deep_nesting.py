# copy.deepcopy of a list nested 100,000 deep: RecursionError as CPython's (a C stack overflow
# before), in the main thread and in a thread; shallow nesting still copies.
import copy, threading
deep = []
for _ in range(100000):
    deep = [deep]
def attempt():
    try:
        copy.deepcopy(deep)
    except RecursionError as e:
        print(e)
attempt()
t = threading.Thread(target=attempt)
t.start()
t.join()
print(copy.deepcopy([[[1, (2, {3: [4]})]]]))
# expect: maximum recursion depth exceeded while calling a Python object
# expect: maximum recursion depth exceeded while calling a Python object
# expect: [[[1, (2, {3: [4]})]]]
