# mode: the most common value (the first seen among ties); multimode: all of them.
import statistics
print(statistics.mode([1, 2, 2, 3, 3]), statistics.mode('aabbbc'), statistics.mode(['red', 'blue', 'red']))
print(statistics.multimode('aabbc'), statistics.multimode([]), statistics.multimode([1.5, 2, 1.5, 2, 3]))

# expect: 2 b red
# expect: ['a', 'b'] [] [1.5, 2]
