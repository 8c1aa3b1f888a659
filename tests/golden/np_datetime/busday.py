# is_busday, busday_count (negative when reversed) and busday_offset with the roll modes,
# weekmask= and holidays=.
import numpy as np
print(np.busday_count('2024-01-01', '2024-02-01'), type(np.busday_count('2024-01-01', '2024-02-01')).__name__)
print(np.busday_count(['2024-01-01', '2024-03-01'], '2024-02-01'), np.busday_count('2024-02-01', '2024-01-01'))
print(np.is_busday(np.datetime64('2024-01-06')), np.is_busday(['2024-01-06', '2024-01-08']))
print(np.busday_offset('2024-01-05', 1), np.busday_offset('2024-01-06', 0, roll='forward'), np.busday_offset('2024-01-06', 0, roll='backward'))
print(np.busday_offset('2024-01-05', [1, 2, -5]))
print(np.busday_offset('2024-03-30', 0, roll='modifiedfollowing'), np.busday_offset('2024-03-30', 0, roll='following'), np.busday_offset('2024-06-01', 0, roll='modifiedpreceding'))
print(np.busday_count('2024-01-01', '2024-12-31', holidays=['2024-01-01', '2024-12-25', '2024-07-04']))
print(np.busday_count('2024-01-01', '2024-01-31', weekmask='Mon Wed'), np.is_busday('2024-01-07', weekmask=[1, 1, 1, 1, 1, 1, 1]))
print(np.busday_offset('2024-01-06', 1, roll='nat'), np.busday_offset('2024-12-24', 1, holidays=['2024-12-25']))
np.busday_offset('2024-01-06', 1)

# expect: 23 int64
# expect: [ 23 -21] -23
# expect: False [False  True]
# expect: 2024-01-08 2024-01-08 2024-01-05
# expect: ['2024-01-08' '2024-01-09' '2023-12-29']
# expect: 2024-03-29 2024-04-01 2024-06-03
# expect: 258
# expect: 9 True
# expect: NaT 2024-12-26
# expect runtime error: ValueError: Non-business day date in busday_offset
