# Pickling a structure nested deeper than the recursion limit: RecursionError.
import pickle
deep = []
for _ in range(5000):
    deep = [deep]
try:
    pickle.dumps(deep)
except RecursionError as e:
    print(e)
shallow = [[[1]]]
print(pickle.loads(pickle.dumps(shallow)))
# expect: maximum recursion depth exceeded while pickling an object
# expect: [[[1]]]
