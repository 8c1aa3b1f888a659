xs = [1, 2]
print(*xs)
# no-cross-check: Weft-specific compile error
# expect error: star_call.py:2:7: error: star-arguments (*args) in calls are not supported in Weft
