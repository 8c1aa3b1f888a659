# statistics.covariance, correlation and linear_regression (also proportional=True), agreeing
# with CPython to the last bit, and their StatisticsErrors.
import statistics as st
x = [1, 2, 3, 4, 5]; y = [2.1, 3.9, 6.2, 7.8, 10.1]
print(st.correlation(x, y), st.covariance(x, y), st.linear_regression(x, y))
r = st.linear_regression(x, y)
print(r.slope, r.intercept, st.linear_regression([1, 2, 3], [2, 4, 7], proportional=True), st.LinearRegression)
print(st.correlation([1, 2, 3], [1, 2, 3.5]), st.covariance([1, 2, 3], [1, 2, 3.5]))
temps = [22.1, 23.4, 25.0, 26.8, 28.3, 30.1]
sales = [110, 120, 135, 150, 162, 180]
slope, intercept = st.linear_regression(temps, sales)
print(f"sales ~ {slope:.3f} * temp + {intercept:.3f}; r = {st.correlation(temps, sales):.4f}")
for f in (st.covariance, st.correlation, st.linear_regression):
    for a in ([1, 2], [1]), ([1], [1]), ([1, 1], [2, 3]), ([1, 2], [3, 3]):
        try:
            print(f(*a))
        except st.StatisticsError as e:
            print("StatisticsError:", e)
# expect: 0.9986517555689657 4.975 LinearRegression(slope=1.9899999999999998, intercept=0.0500000000000016)
# expect: 1.9899999999999998 0.0500000000000016 LinearRegression(slope=2.2142857142857144, intercept=0.0) <class 'statistics.LinearRegression'>
# expect: 0.9933992677987828 1.25
# expect: sales ~ 8.698 * temp + -82.877; r = 0.9994
# expect: StatisticsError: covariance requires that both inputs have same number of data points
# expect: StatisticsError: covariance requires at least two data points
# expect: 0.0
# expect: 0.0
# expect: StatisticsError: correlation requires that both inputs have same number of data points
# expect: StatisticsError: correlation requires at least two data points
# expect: StatisticsError: at least one of the inputs is constant
# expect: StatisticsError: at least one of the inputs is constant
# expect: StatisticsError: linear regression requires that both inputs have same number of data points
# expect: StatisticsError: linear regression requires at least two data points
# expect: StatisticsError: x is constant
# expect: LinearRegression(slope=0.0, intercept=3.0)
st.correlation(iter([1, 2]), [3, 4])
# expect runtime error: TypeError: object of type 'list_iterator' has no len()
