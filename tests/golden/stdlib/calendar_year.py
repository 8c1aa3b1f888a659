# calendar.calendar/prcal and TextCalendar.formatyear: the year laid out in rows of months.
import calendar
print(calendar.calendar(2024))
calendar.prcal(2023, w=3, l=1, c=4, m=4)
print(calendar.calendar(2025, m=2, c=2, w=2))
print(calendar.TextCalendar(6).formatyear(1999, m=6))
# expect:                                   2024
# expect:
# expect:       January                   February                   March
# expect: Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
# expect:  1  2  3  4  5  6  7                1  2  3  4                   1  2  3
# expect:  8  9 10 11 12 13 14       5  6  7  8  9 10 11       4  5  6  7  8  9 10
# expect: 15 16 17 18 19 20 21      12 13 14 15 16 17 18      11 12 13 14 15 16 17
# expect: 22 23 24 25 26 27 28      19 20 21 22 23 24 25      18 19 20 21 22 23 24
# expect: 29 30 31                  26 27 28 29               25 26 27 28 29 30 31
# expect:
# expect:        April                      May                       June
# expect: Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
# expect:  1  2  3  4  5  6  7             1  2  3  4  5                      1  2
# expect:  8  9 10 11 12 13 14       6  7  8  9 10 11 12       3  4  5  6  7  8  9
# expect: 15 16 17 18 19 20 21      13 14 15 16 17 18 19      10 11 12 13 14 15 16
# expect: 22 23 24 25 26 27 28      20 21 22 23 24 25 26      17 18 19 20 21 22 23
# expect: 29 30                     27 28 29 30 31            24 25 26 27 28 29 30
# expect:
# expect:         July                     August                  September
# expect: Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
# expect:  1  2  3  4  5  6  7                1  2  3  4                         1
# expect:  8  9 10 11 12 13 14       5  6  7  8  9 10 11       2  3  4  5  6  7  8
# expect: 15 16 17 18 19 20 21      12 13 14 15 16 17 18       9 10 11 12 13 14 15
# expect: 22 23 24 25 26 27 28      19 20 21 22 23 24 25      16 17 18 19 20 21 22
# expect: 29 30 31                  26 27 28 29 30 31         23 24 25 26 27 28 29
# expect:                                                     30
# expect:
# expect:       October                   November                  December
# expect: Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su      Mo Tu We Th Fr Sa Su
# expect:     1  2  3  4  5  6                   1  2  3                         1
# expect:  7  8  9 10 11 12 13       4  5  6  7  8  9 10       2  3  4  5  6  7  8
# expect: 14 15 16 17 18 19 20      11 12 13 14 15 16 17       9 10 11 12 13 14 15
# expect: 21 22 23 24 25 26 27      18 19 20 21 22 23 24      16 17 18 19 20 21 22
# expect: 28 29 30 31               25 26 27 28 29 30         23 24 25 26 27 28 29
# expect:                                                     30 31
# expect:
# expect:                                                           2023
# expect:
# expect:           January                        February                        March                          April
# expect: Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun
# expect:                           1              1   2   3   4   5              1   2   3   4   5                          1   2
# expect:   2   3   4   5   6   7   8      6   7   8   9  10  11  12      6   7   8   9  10  11  12      3   4   5   6   7   8   9
# expect:   9  10  11  12  13  14  15     13  14  15  16  17  18  19     13  14  15  16  17  18  19     10  11  12  13  14  15  16
# expect:  16  17  18  19  20  21  22     20  21  22  23  24  25  26     20  21  22  23  24  25  26     17  18  19  20  21  22  23
# expect:  23  24  25  26  27  28  29     27  28                         27  28  29  30  31             24  25  26  27  28  29  30
# expect:  30  31
# expect:
# expect:             May                            June                           July                          August
# expect: Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun
# expect:   1   2   3   4   5   6   7                  1   2   3   4                          1   2          1   2   3   4   5   6
# expect:   8   9  10  11  12  13  14      5   6   7   8   9  10  11      3   4   5   6   7   8   9      7   8   9  10  11  12  13
# expect:  15  16  17  18  19  20  21     12  13  14  15  16  17  18     10  11  12  13  14  15  16     14  15  16  17  18  19  20
# expect:  22  23  24  25  26  27  28     19  20  21  22  23  24  25     17  18  19  20  21  22  23     21  22  23  24  25  26  27
# expect:  29  30  31                     26  27  28  29  30             24  25  26  27  28  29  30     28  29  30  31
# expect:                                                                31
# expect:
# expect:          September                       October                        November                       December
# expect: Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun    Mon Tue Wed Thu Fri Sat Sun
# expect:                   1   2   3                              1              1   2   3   4   5                      1   2   3
# expect:   4   5   6   7   8   9  10      2   3   4   5   6   7   8      6   7   8   9  10  11  12      4   5   6   7   8   9  10
# expect:  11  12  13  14  15  16  17      9  10  11  12  13  14  15     13  14  15  16  17  18  19     11  12  13  14  15  16  17
# expect:  18  19  20  21  22  23  24     16  17  18  19  20  21  22     20  21  22  23  24  25  26     18  19  20  21  22  23  24
# expect:  25  26  27  28  29  30         23  24  25  26  27  28  29     27  28  29  30                 25  26  27  28  29  30  31
# expect:                                 30  31
# expect:                    2025
# expect:
# expect:       January               February
# expect: Mo Tu We Th Fr Sa Su  Mo Tu We Th Fr Sa Su
# expect:        1  2  3  4  5                  1  2
# expect:  6  7  8  9 10 11 12   3  4  5  6  7  8  9
# expect: 13 14 15 16 17 18 19  10 11 12 13 14 15 16
# expect: 20 21 22 23 24 25 26  17 18 19 20 21 22 23
# expect: 27 28 29 30 31        24 25 26 27 28
# expect:
# expect:        March                 April
# expect: Mo Tu We Th Fr Sa Su  Mo Tu We Th Fr Sa Su
# expect:                 1  2      1  2  3  4  5  6
# expect:  3  4  5  6  7  8  9   7  8  9 10 11 12 13
# expect: 10 11 12 13 14 15 16  14 15 16 17 18 19 20
# expect: 17 18 19 20 21 22 23  21 22 23 24 25 26 27
# expect: 24 25 26 27 28 29 30  28 29 30
# expect: 31
# expect:
# expect:         May                   June
# expect: Mo Tu We Th Fr Sa Su  Mo Tu We Th Fr Sa Su
# expect:           1  2  3  4                     1
# expect:  5  6  7  8  9 10 11   2  3  4  5  6  7  8
# expect: 12 13 14 15 16 17 18   9 10 11 12 13 14 15
# expect: 19 20 21 22 23 24 25  16 17 18 19 20 21 22
# expect: 26 27 28 29 30 31     23 24 25 26 27 28 29
# expect:                       30
# expect:
# expect:         July                 August
# expect: Mo Tu We Th Fr Sa Su  Mo Tu We Th Fr Sa Su
# expect:     1  2  3  4  5  6               1  2  3
# expect:  7  8  9 10 11 12 13   4  5  6  7  8  9 10
# expect: 14 15 16 17 18 19 20  11 12 13 14 15 16 17
# expect: 21 22 23 24 25 26 27  18 19 20 21 22 23 24
# expect: 28 29 30 31           25 26 27 28 29 30 31
# expect:
# expect:      September              October
# expect: Mo Tu We Th Fr Sa Su  Mo Tu We Th Fr Sa Su
# expect:  1  2  3  4  5  6  7         1  2  3  4  5
# expect:  8  9 10 11 12 13 14   6  7  8  9 10 11 12
# expect: 15 16 17 18 19 20 21  13 14 15 16 17 18 19
# expect: 22 23 24 25 26 27 28  20 21 22 23 24 25 26
# expect: 29 30                 27 28 29 30 31
# expect:
# expect:       November              December
# expect: Mo Tu We Th Fr Sa Su  Mo Tu We Th Fr Sa Su
# expect:                 1  2   1  2  3  4  5  6  7
# expect:  3  4  5  6  7  8  9   8  9 10 11 12 13 14
# expect: 10 11 12 13 14 15 16  15 16 17 18 19 20 21
# expect: 17 18 19 20 21 22 23  22 23 24 25 26 27 28
# expect: 24 25 26 27 28 29 30  29 30 31
# expect:
# expect:                                                                          1999
# expect:
# expect:       January                   February                   March                     April                      May                       June
# expect: Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa
# expect:                 1  2          1  2  3  4  5  6          1  2  3  4  5  6                   1  2  3                         1             1  2  3  4  5
# expect:  3  4  5  6  7  8  9       7  8  9 10 11 12 13       7  8  9 10 11 12 13       4  5  6  7  8  9 10       2  3  4  5  6  7  8       6  7  8  9 10 11 12
# expect: 10 11 12 13 14 15 16      14 15 16 17 18 19 20      14 15 16 17 18 19 20      11 12 13 14 15 16 17       9 10 11 12 13 14 15      13 14 15 16 17 18 19
# expect: 17 18 19 20 21 22 23      21 22 23 24 25 26 27      21 22 23 24 25 26 27      18 19 20 21 22 23 24      16 17 18 19 20 21 22      20 21 22 23 24 25 26
# expect: 24 25 26 27 28 29 30      28                        28 29 30 31               25 26 27 28 29 30         23 24 25 26 27 28 29      27 28 29 30
# expect: 31                                                                                                      30 31
# expect:
# expect:         July                     August                  September                  October                   November                  December
# expect: Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa      Su Mo Tu We Th Fr Sa
# expect:              1  2  3       1  2  3  4  5  6  7                1  2  3  4                      1  2          1  2  3  4  5  6                1  2  3  4
# expect:  4  5  6  7  8  9 10       8  9 10 11 12 13 14       5  6  7  8  9 10 11       3  4  5  6  7  8  9       7  8  9 10 11 12 13       5  6  7  8  9 10 11
# expect: 11 12 13 14 15 16 17      15 16 17 18 19 20 21      12 13 14 15 16 17 18      10 11 12 13 14 15 16      14 15 16 17 18 19 20      12 13 14 15 16 17 18
# expect: 18 19 20 21 22 23 24      22 23 24 25 26 27 28      19 20 21 22 23 24 25      17 18 19 20 21 22 23      21 22 23 24 25 26 27      19 20 21 22 23 24 25
# expect: 25 26 27 28 29 30 31      29 30 31                  26 27 28 29 30            24 25 26 27 28 29 30      28 29 30                  26 27 28 29 30 31
# expect:                                                                               31
# expect:
