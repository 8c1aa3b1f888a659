# np.choose with mode='wrap' and mode='clip' (and integer modes); bad modes raise.
import numpy as np
choices = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(np.choose([-5, 7, 2], choices, mode="wrap"), np.choose([-5, 7, 2], choices, mode="clip"))
print(np.choose(np.array([[0, 9], [-1, 1]]), [10, 20], mode="clip"), np.choose([3, -1], [10, 20, 30], mode=1))
a = np.array([0, 5, 1])
np.choose(a, [10, 20], mode="clip")
print(a)
for m in ["bad", 7]:
    try:
        np.choose([0], [1], mode=m)
    except ValueError as e:
        print("ValueError:", e)
np.choose([4], [1, 2], mode="raise")


# expect: [4 5 9] [1 8 9]
# expect: [[10 20]
# expect:  [10 20]] [10 30]
# expect: [0 5 1]
# expect: ValueError: clipmode must be one of 'clip', 'raise', or 'wrap' (got 'bad')
# expect: ValueError: integer clipmode must be np.RAISE, np.WRAP, or np.CLIP
# expect runtime error: ValueError: invalid entry in choice array
