# Methods, class attributes and properties of a user exception class.
class ApiError(Exception):
    retryable = False

    def __init__(self, status):
        super().__init__(f"status {status}")
        self.status = status

    def describe(self):
        return f"{type(self).__name__}({self.status})"

    @property
    def server_side(self):
        return self.status >= 500

class RetryError(ApiError):
    retryable = True

e = RetryError(503)
print(e.describe(), e.retryable, e.server_side, ApiError(404).server_side, e)
print(vars(e))
# expect: RetryError(503) True True False status 503
# expect: {'status': 503}
