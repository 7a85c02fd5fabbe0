import type { AngleCopyBook, ImpactAudience } from './types';

const AUDIENCE: Record<ImpactAudience, string> = { Customers: 'khách hàng', Regulators: 'cơ quan quản lý' };

export const vi: AngleCopyBook = {
  'Investor Trust': {
    headline: (company, description) => `Vì sao nhà đầu tư đặt cược vào ${company}: ${description}`,
    explanation: (company) =>
      `Tin gọi vốn chỉ thành câu chuyện khi người đọc thấy đó là một sự công nhận, chứ không chỉ là một con số: hãy mở đầu bằng việc ai đã rót vốn vào ${company}, những chỉ số tăng trưởng nào đã thuyết phục họ và khoản vốn này sẽ mở ra bước đi nào tiếp theo. Góc tin này hợp với các chuyên mục tài chính và thương vụ như DealStreetAsia, The Business Times, mảng tin gọi vốn châu Á của Bloomberg, cùng các bản tin VC mà nhà đầu tư vòng sau của bạn vẫn đang đọc.`,
  },
  'Tech Insight': {
    headline: (company, description) => `Bên trong công nghệ của ${company}: ${description}`,
    explanation: (company) =>
      `Biên tập viên công nghệ thường bỏ qua tin ra mắt sản phẩm, nhưng sẵn sàng viết về cách một bài toán khó đã được giải: hãy giải thích lựa chọn kiến trúc của ${company}, sự đánh đổi mà đội ngũ chấp nhận và một con số chứng minh giải pháp thực sự hiệu quả. Góc tin này hợp với các chuyên mục công nghệ và sản phẩm như Tech in Asia, e27, TechCrunch, và với sản phẩm on-chain là mảng công nghệ của The Block và CoinDesk.`,
  },
  'Founder Narrative': {
    headline: (company, description) => `Câu chuyện nhà sáng lập phía sau ${company}: ${description}`,
    explanation: (company) =>
      `Nhà đầu tư chọn con người trước khi chọn sản phẩm. Trải nghiệm thật của nhà sáng lập (công việc cũ, khoảng trống thị trường hay thất bại đã dẫn tới ${company}) cho nhà báo một câu chuyện về con người thay vì một danh sách tính năng. Góc tin này hợp với các định dạng chân dung và phỏng vấn: chuyên mục hỏi đáp nhà sáng lập trên e27 và KrASIA, podcast khởi nghiệp, và trang nhân vật của các nhật báo kinh tế.`,
  },
  'Global from Asia': {
    headline: (company, description) => `Khởi nguồn từ châu Á, vươn ra thị trường toàn cầu: ${company} — ${description}`,
    explanation: (company) =>
      `Biên tập viên quốc tế luôn tìm những doanh nghiệp châu Á giúp độc giả của họ hiểu đúng một khu vực còn nhiều định kiến: hãy định vị ${company} như minh chứng cho những điều Singapore, Việt Nam hay Đông Nam Á đang làm trước thế giới, kèm số liệu của khu vực. Góc tin này hợp với các chuyên mục kinh doanh toàn cầu và khu vực như Nikkei Asia, Rest of World, CNBC Asia và mảng công nghệ châu Á của Reuters.`,
  },
  'Market Trend': {
    headline: (company, description) => `${company} cho thấy thị trường đang đi về đâu: ${description}`,
    explanation: (company) =>
      `Một bài phân tích xu hướng giúp nhà báo trích dẫn ${company} với tư cách chuyên gia thay vì quảng cáo cho bạn: hãy đặt thông báo của bạn cạnh một số liệu về chuyển dịch lớn hơn (mức độ ứng dụng, quy định hay chi tiêu) và một nhận định rõ ràng về điều sắp diễn ra. Góc tin này hợp với các mục phân tích và bình luận trên Fintech News Asia, bài cộng tác viên của Forbes Asia, báo cáo ngành và bản tin chuyên ngành.`,
  },
  'Culture & Impact': {
    headline: (company, description) => `Tác động thực tế từ ${company}: ${description}`,
    explanation: (company, reached) =>
      `${reached.length ? `Với ${reached.map((a) => AUDIENCE[a]).join(' và ')}, kết quả` : 'Kết quả'} cụ thể luôn thuyết phục hơn lời tuyên bố: hãy cho thấy người bán hàng, người dùng hay cộng đồng có cuộc sống đã thay đổi nhờ ${company}, cùng những cơ chế bảo vệ họ. Góc tin này hợp với chuyên mục đời sống và tiêu dùng, báo chí tiếng bản địa tại các thị trường bạn phục vụ, các bài về ESG và tài chính toàn diện, cũng như các trang chính sách mà cơ quan quản lý theo dõi.`,
  },
};
