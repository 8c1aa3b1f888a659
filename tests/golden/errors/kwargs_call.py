opts = None
print(1, **opts)
# no-cross-check: Weft-specific compile error
# expect error: kwargs_call.py:2:10: error: keyword unpacking (**kwargs) in calls are not supported in Weft
